import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { apiRequest } from '@/lib/api-client';

import { customerConversationSchema, type CustomerConversation } from '../types';
import { authKeys } from './keys';

const conversationListSchema = z.array(customerConversationSchema);

/**
 * GET /api/customer/conversations: the signed-in customer's conversations. Until the chat service answers
 * (a 404), the list is empty.
 */
export async function getCustomerConversations(): Promise<CustomerConversation[]> {
  try {
    return conversationListSchema.parse(await apiRequest<unknown>(authKeys.customerConversations[0]));
  } catch (error) {
    if (error instanceof Error && error.message.startsWith('404:')) return [];
    throw error;
  }
}

export const customerConversationsQueryOptions = () =>
  queryOptions({ queryKey: authKeys.customerConversations, queryFn: getCustomerConversations });

export const useCustomerConversations = ({ enabled = true }: { enabled?: boolean } = {}) =>
  useQuery({ ...customerConversationsQueryOptions(), enabled });
