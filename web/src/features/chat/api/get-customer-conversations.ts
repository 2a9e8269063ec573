import { queryOptions, useQuery } from '@tanstack/react-query';

import { customerConversationResponseSchema, type CustomerConversationResponse } from '@app/contracts';

import { apiRequest, getErrorStatus } from '@/lib/api-client';
import { parseLenientList } from '@/lib/parse';

import { chatKeys } from './keys';

/**
 * GET /api/customer/conversations: the signed-in customer's conversations as the profile lists them (id, updatedAt,
 * shop name). Until the chat service answers (a 404), the list is empty.
 */
export async function getCustomerConversations(): Promise<CustomerConversationResponse[]> {
  try {
    const data = await apiRequest<unknown>('/api/customer/conversations');
    return parseLenientList(customerConversationResponseSchema, data, 'conversation');
  } catch (error) {
    if (getErrorStatus(error) === 404) return [];
    throw error;
  }
}

export const customerConversationsQueryOptions = () =>
  queryOptions({ queryKey: chatKeys.customerConversations, queryFn: getCustomerConversations });

export const useCustomerConversations = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...customerConversationsQueryOptions(), enabled });
