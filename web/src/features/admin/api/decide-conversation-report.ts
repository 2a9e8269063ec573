import { useMutation, useQueryClient } from '@tanstack/react-query';

import {
  conversationReportDecisionSchema,
  type AdminConversationReport,
  type ConversationReportDecisionRequest,
} from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** PUT /api/admin/conversation-reports/{id} { action: block | dismiss, reason }: every admin read refreshes. */
export function useDecideConversationReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: number } & ConversationReportDecisionRequest) =>
      apiRequest<AdminConversationReport>(
        adminPaths.conversationReport(id),
        'PUT',
        conversationReportDecisionSchema.parse(decision),
      ),
    onSuccess: () => refreshAdmin(queryClient),
  });
}
