import { AdminReviewReport, ReviewReportResponse } from '@app/contracts';
import { ReviewReportRow } from './review-report.row';

/** The reporter's view of their report. */
export function toReviewReportResponse(
  row: Pick<ReviewReportRow, 'id' | 'review_id' | 'reason' | 'details' | 'status' | 'created_at'>,
): ReviewReportResponse {
  return {
    id: row.id,
    reviewId: row.review_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** A report of the admins' queue, with the review as it stands and the decision once there is one. */
export function toAdminReviewReport(row: ReviewReportRow): AdminReviewReport {
  return {
    ...toReviewReportResponse(row),
    review: {
      id: row.review_id,
      shopId: row.shop_id,
      shopName: row.shop_name,
      rating: row.rating,
      comment: row.comment,
      user: { firstName: row.first_name },
      hidden: row.hidden_at !== null,
      createdAt: row.review_created_at.toISOString(),
      updatedAt: row.review_updated_at.toISOString(),
    },
    reporter: { id: row.reporter_id, name: row.reporter_name, email: row.reporter_email },
    resolution:
      row.status === 'resolved' && row.decision !== null && row.resolved_at !== null
        ? {
            action: row.decision,
            reason: row.decision_reason ?? '',
            admin: { id: row.decided_by, name: row.decided_by_name },
            resolvedAt: row.resolved_at.toISOString(),
          }
        : null,
  };
}
