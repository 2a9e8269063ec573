import { z } from 'zod';

export const REVIEW_REPORT_REASONS = ['spam', 'offensive', 'conflict_of_interest', 'other'] as const;
export const reviewReportReasonSchema = z.enum(REVIEW_REPORT_REASONS, {
  errorMap: () => ({ message: 'Please choose a reason.' }),
});
export type ReviewReportReason = z.infer<typeof reviewReportReasonSchema>;

/** The words the report dialog and the admin queue show for each reason. */
export const REVIEW_REPORT_REASON_LABELS: Record<ReviewReportReason, string> = {
  spam: 'Spam',
  offensive: 'Offensive',
  conflict_of_interest: 'Conflict of interest',
  other: 'Other',
};

export const MAX_REPORT_DETAILS_LENGTH = 1000;

/** The details a reporter may add (trimmed, absent when empty; every report form). */
export const reportDetailsSchema = z
  .string()
  .trim()
  .max(MAX_REPORT_DETAILS_LENGTH, `Details must be at most ${MAX_REPORT_DETAILS_LENGTH} characters`)
  .nullish()
  .transform((value) => (value ? value : undefined));

/** POST /api/reviews/{reviewId}/report: a reason and optional details (trimmed, absent when empty). */
export const reviewReportSchema = z.object({
  reason: reviewReportReasonSchema,
  details: reportDetailsSchema,
});
export type ReviewReportRequest = z.input<typeof reviewReportSchema>;
export type ReviewReportInput = z.output<typeof reviewReportSchema>;

export const reportStatusSchema = z.enum(['open', 'resolved']);
export type ReportStatus = z.infer<typeof reportStatusSchema>;

/** The answer to a report: what the reporter sent and that it is open. */
export const reviewReportResponseSchema = z.object({
  id: z.number().int().positive(),
  reviewId: z.number().int().positive(),
  reason: reviewReportReasonSchema,
  details: z.string().nullable(),
  status: reportStatusSchema,
  createdAt: z.string().datetime(),
});
export type ReviewReportResponse = z.infer<typeof reviewReportResponseSchema>;

export const REVIEW_REPORTS_PAGE_SIZE = 20;

/** GET /api/admin/review-reports: open (oldest first) or resolved (latest decision first), paged, X-Total-Count. */
export const reviewReportListQuerySchema = z.object({
  status: z
    .enum(['open', 'resolved'], { errorMap: () => ({ message: 'status must be open or resolved' }) })
    .default('open'),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(REVIEW_REPORTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ReviewReportListQuery = z.infer<typeof reviewReportListQuerySchema>;

export const reportDecisionActionSchema = z.enum(['hide', 'keep'], {
  errorMap: () => ({ message: 'action must be hide or keep' }),
});
export type ReportDecisionAction = z.infer<typeof reportDecisionActionSchema>;

export const MAX_DECISION_REASON_LENGTH = 500;

/** The admin's reason for a report decision, which the admin log shows (every report queue). */
export const decisionReasonSchema = z
  .string({ required_error: 'Please give a reason.', invalid_type_error: 'Please give a reason.' })
  .trim()
  .min(1, 'Please give a reason.')
  .max(MAX_DECISION_REASON_LENGTH, `Reason must be at most ${MAX_DECISION_REASON_LENGTH} characters`);

/**
 * PUT /api/admin/review-reports/{id} (and, in the same shape, any later report queue): hide or keep the reported
 * item, with the reason the admin log shows.
 */
export const reportDecisionSchema = z.object({
  action: reportDecisionActionSchema,
  reason: decisionReasonSchema,
});
export type ReportDecisionRequest = z.input<typeof reportDecisionSchema>;
export type ReportDecisionInput = z.output<typeof reportDecisionSchema>;

/** Who reported, as the admins see it (name and address as the reporter's session carried them). */
export const reportPersonSchema = z.object({
  id: z.number().int().positive(),
  name: z.string().nullable(),
  email: z.string().nullable(),
});

/** A resolved report's decision. */
export const reportResolutionSchema = z.object({
  action: reportDecisionActionSchema,
  reason: z.string(),
  admin: z.object({ id: z.number().int().positive().nullable(), name: z.string().nullable() }),
  resolvedAt: z.string().datetime(),
});
export type ReportResolution = z.infer<typeof reportResolutionSchema>;

/** One report of the admins' queue, with the reported review as it stands (hidden or not). */
export const adminReviewReportSchema = z.object({
  id: z.number().int().positive(),
  reviewId: z.number().int().positive(),
  review: z.object({
    id: z.number().int().positive(),
    shopId: z.number().int().positive(),
    shopName: z.string().nullable(),
    rating: z.number().int().min(1).max(5),
    comment: z.string().nullable(),
    user: z.object({ firstName: z.string().nullable() }),
    hidden: z.boolean(),
    createdAt: z.string().datetime(),
    updatedAt: z.string().datetime(),
  }),
  reason: reviewReportReasonSchema,
  details: z.string().nullable(),
  reporter: reportPersonSchema,
  createdAt: z.string().datetime(),
  status: reportStatusSchema,
  resolution: reportResolutionSchema.nullable(),
});
export type AdminReviewReport = z.infer<typeof adminReviewReportSchema>;
