import {
  conversationReportDecisionSchema,
  type AdminConversationReport,
  type ConversationReportDecisionRequest,
} from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** PUT /api/admin/conversation-reports/{id} { action: block | dismiss, reason }: every admin read refreshes. */
export const useDecideConversationReport = () =>
  useAdminMutation(({ id, ...decision }: { id: number } & ConversationReportDecisionRequest) =>
    apiRequest<AdminConversationReport>(
      adminPaths.conversationReport(id),
      'PUT',
      conversationReportDecisionSchema.parse(decision),
    ),
  );
