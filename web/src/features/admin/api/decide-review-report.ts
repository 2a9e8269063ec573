import { useMutation, useQueryClient } from '@tanstack/react-query';

import { reportDecisionSchema, type AdminReviewReport, type ReportDecisionRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, refreshAdmin } from './keys';

/** PUT /api/admin/review-reports/{id} { action: hide | keep, reason }: every admin read (the log too) refreshes. */
export function useDecideReviewReport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...decision }: { id: number } & ReportDecisionRequest) =>
      apiRequest<AdminReviewReport>(adminPaths.reviewReport(id), 'PUT', reportDecisionSchema.parse(decision)),
    onSuccess: () => refreshAdmin(queryClient),
  });
}
