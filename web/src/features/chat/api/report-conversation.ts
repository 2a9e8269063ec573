import { useMutation } from '@tanstack/react-query';

import {
  conversationReportSchema,
  type ConversationReportRequest,
  type ConversationReportResponse,
} from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

export type ReportConversationVariables = { conversationId: number } & ConversationReportRequest;

/** POST /api/chat/conversations/{id}/report: a reason and optional details; a second report is a 409. */
export async function reportConversation({ conversationId, ...input }: ReportConversationVariables) {
  const body = conversationReportSchema.parse(input);
  return apiRequest<ConversationReportResponse>(
    `/api/chat/conversations/${conversationId}/report`,
    'POST',
    body.details ? body : { reason: body.reason },
  );
}

export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation });
}
