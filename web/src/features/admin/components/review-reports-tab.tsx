import { Star } from 'lucide-react';

import { REVIEW_REPORT_REASON_LABELS, type AdminReviewReport } from '@app/contracts';

import { useDecideReviewReport } from '../api/decide-review-report';
import { REVIEW_REPORTS_PER_PAGE, useReviewReports } from '../api/get-review-reports';
import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { ReportQueueCard, useReportQueue } from './report-queue';
import { ReportQueueRow } from './report-queue-row';

function ReviewSubject({ review }: { review: AdminReviewReport['review'] }) {
  return (
    <>
      <p className="flex items-center gap-2 font-medium">
        {review.user.firstName ?? 'Customer'}
        <span className="flex items-center gap-0.5" aria-label={`${review.rating} out of 5 stars`}>
          {review.rating}
          <Star className="size-3.5 fill-amber-400 text-amber-400" aria-hidden="true" />
        </span>
        {review.hidden && <span className="text-xs text-muted-foreground">(hidden)</span>}
      </p>
      <p className="mt-1 whitespace-pre-line">{review.comment ?? 'No comment, stars only.'}</p>
    </>
  );
}

/** The enhanced panel's Review Reports tab: the open queue (or the resolved ones) with Hide / Keep. */
export function ReviewReportsTab() {
  const queue = useReportQueue();
  const reports = useReviewReports(queue.status, queue.page);
  const decide = useDecideReviewReport();
  const toasts = useAdminActionToasts();
  return (
    <ReportQueueCard
      title="Review Reports"
      about="Reviews people reported as abusive."
      what="review reports"
      queue={queue}
      reports={reports}
      pageSize={REVIEW_REPORTS_PER_PAGE}
      renderReport={(report) => (
        <ReportQueueRow
          key={report.id}
          report={report}
          resolvedAction={report.resolution?.action}
          subject={<ReviewSubject review={report.review} />}
          context={report.review.shopName ?? `Shop #${report.review.shopId}`}
          reasonLabel={REVIEW_REPORT_REASON_LABELS[report.reason] ?? report.reason}
          hideLabel="Hide Review"
          keepLabel="Keep Review"
          pending={decide.isPending}
          onDecide={(decision) =>
            decide.mutate(
              { id: report.id, ...decision },
              {
                onSuccess: () =>
                  toasts.success('Success', decision.action === 'hide' ? 'Review hidden successfully' : 'Review kept'),
                onError: (error) => toasts.failure(error, 'Failed to resolve the report'),
              },
            )
          }
        />
      )}
    />
  );
}
