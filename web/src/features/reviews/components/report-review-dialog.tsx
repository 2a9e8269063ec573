import { REVIEW_REPORT_REASON_LABELS, REVIEW_REPORT_REASONS, reviewReportSchema } from '@app/contracts';

import { ReportDialog } from '@/components/report/report-dialog';

import { useReportReview } from '../api/report-review';

type ReportReviewDialogProps = {
  /** The review being reported, or null when the dialog is closed. */
  review: { id: number; author: string } | null;
  onClose: () => void;
};

/** 'Report review': a reason and optional details, for the admins' queue. One report per person and review. */
export function ReportReviewDialog({ review, onClose }: ReportReviewDialogProps) {
  const report = useReportReview();
  return (
    <ReportDialog
      open={review !== null}
      onClose={onClose}
      title="Report review"
      description={review ? `Tell us what is wrong with ${review.author}'s review.` : 'Tell us what is wrong.'}
      schema={reviewReportSchema}
      reasons={REVIEW_REPORT_REASONS}
      reasonLabels={REVIEW_REPORT_REASON_LABELS}
      thanks="Thank you. Our team will look at this review."
      pending={report.isPending}
      send={(values, outcome) => {
        if (review) report.mutate({ reviewId: review.id, ...values }, outcome);
      }}
    />
  );
}
