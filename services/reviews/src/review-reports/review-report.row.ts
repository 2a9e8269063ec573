import { ReportDecisionAction, ReportStatus, ReviewReportReason } from '@app/contracts';

/** A report with its review, the review's shop and reviewer, as the admin queue selects it. */
export interface ReviewReportRow {
  id: number;
  review_id: number;
  reporter_id: number;
  reporter_name: string | null;
  reporter_email: string | null;
  reason: ReviewReportReason;
  details: string | null;
  status: ReportStatus;
  created_at: Date;
  decision: ReportDecisionAction | null;
  decision_reason: string | null;
  decided_by: number | null;
  decided_by_name: string | null;
  resolved_at: Date | null;
  shop_id: number;
  shop_name: string | null;
  rating: number;
  comment: string | null;
  first_name: string | null;
  hidden_at: Date | null;
  review_created_at: Date;
  review_updated_at: Date;
}

export const REPORT_COLUMNS = `rr.id, rr.review_id, rr.reporter_id, rr.reporter_name, rr.reporter_email, rr.reason,
  rr.details, rr.status, rr.created_at, rr.decision, rr.decision_reason, rr.decided_by, rr.decided_by_name,
  rr.resolved_at, r.shop_id, s.name AS shop_name, r.rating, r.comment, p.first_name, r.hidden_at,
  r.created_at AS review_created_at, r.updated_at AS review_updated_at`;

export const REPORT_FROM = `reviews.review_reports rr
  JOIN reviews.reviews r ON r.id = rr.review_id
  LEFT JOIN reviews.shops s ON s.id = r.shop_id
  LEFT JOIN reviews.people p ON p.user_id = r.user_id`;
