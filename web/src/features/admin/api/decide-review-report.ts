import { reportDecisionSchema, type AdminReviewReport, type ReportDecisionRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { adminPaths, useAdminMutation } from './keys';

/** PUT /api/admin/review-reports/{id} { action: hide | keep, reason }: every admin read (the log too) refreshes. */
export const useDecideReviewReport = () =>
  useAdminMutation(({ id, ...decision }: { id: number } & ReportDecisionRequest) =>
    apiRequest<AdminReviewReport>(adminPaths.reviewReport(id), 'PUT', reportDecisionSchema.parse(decision)),
  );
