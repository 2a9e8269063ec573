import { keepPreviousData, useQuery } from '@tanstack/react-query';

import {
  adminReviewReportSchema,
  REVIEW_REPORTS_PAGE_SIZE,
  type AdminReviewReport,
  type ReportStatus,
} from '@app/contracts';

import { fetchListPage, type ListPage } from '@/lib/paged-request';
import { parseLenientList } from '@/lib/parse';

import { ADMIN_QUERY_RETRY, adminKeys, adminPaths } from './keys';

export const REVIEW_REPORTS_PER_PAGE = REVIEW_REPORTS_PAGE_SIZE;

/** GET /api/admin/review-reports?status: open reports oldest first, resolved ones latest decision first. */
export function useReviewReports(status: ReportStatus, page: number) {
  const queryKey = adminKeys.reviewReports({ status, page: String(page) });
  return useQuery<ListPage<AdminReviewReport>>({
    queryKey,
    queryFn: async ({ signal }) => {
      const answer = await fetchListPage<unknown>(
        adminPaths.reviewReports,
        { status },
        {
          offset: (page - 1) * REVIEW_REPORTS_PER_PAGE,
          limit: REVIEW_REPORTS_PER_PAGE,
          signal,
        },
      );
      return { ...answer, items: parseLenientList(adminReviewReportSchema, answer.items, 'review report') };
    },
    retry: ADMIN_QUERY_RETRY,
    placeholderData: keepPreviousData,
  });
}
