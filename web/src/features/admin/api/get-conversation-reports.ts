import { keepPreviousData, useQuery } from '@tanstack/react-query';

import {
  adminConversationReportSchema,
  CONVERSATION_REPORTS_PAGE_SIZE,
  type AdminConversationReport,
  type ReportStatus,
} from '@app/contracts';

import { fetchListPage, type ListPage } from '@/lib/paged-request';
import { parseLenientList } from '@/lib/parse';

import { ADMIN_QUERY_RETRY, adminKeys, adminPaths } from './keys';

export const CONVERSATION_REPORTS_PER_PAGE = CONVERSATION_REPORTS_PAGE_SIZE;

/** GET /api/admin/conversation-reports?status: open reports oldest first, resolved ones latest decision first. */
export function useConversationReports(status: ReportStatus, page: number) {
  const queryKey = adminKeys.conversationReports({ status, page: String(page) });
  return useQuery<ListPage<AdminConversationReport>>({
    queryKey,
    queryFn: async ({ signal }) => {
      const answer = await fetchListPage<unknown>(
        adminPaths.conversationReports,
        { status },
        {
          offset: (page - 1) * CONVERSATION_REPORTS_PER_PAGE,
          limit: CONVERSATION_REPORTS_PER_PAGE,
          signal,
        },
      );
      return {
        ...answer,
        items: parseLenientList(adminConversationReportSchema, answer.items, 'conversation report'),
      };
    },
    retry: ADMIN_QUERY_RETRY,
    placeholderData: keepPreviousData,
  });
}
