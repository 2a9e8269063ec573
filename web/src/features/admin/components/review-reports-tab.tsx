import { Star } from 'lucide-react';
import { useState } from 'react';

import { REVIEW_REPORT_REASON_LABELS, type AdminReviewReport, type ReportStatus } from '@app/contracts';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

import { useDecideReviewReport } from '../api/decide-review-report';
import { REVIEW_REPORTS_PER_PAGE, useReviewReports } from '../api/get-review-reports';
import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { ErrorCard, ListSkeleton, Pager } from './admin-parts';
import { FilterSelect } from './list-filters';
import { ReportQueueRow } from './report-queue-row';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

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
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useReviewReports(status, page);
  const decide = useDecideReviewReport();
  const toasts = useAdminActionToasts();
  const rows = reports.data?.items ?? [];
  const total = reports.data?.total ?? 0;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold">Review Reports</h2>
        <CardDescription>
          {reports.data ? `${total} ${status} reports` : 'Reviews people reported as abusive.'}
        </CardDescription>
        <div className="mt-2">
          <FilterSelect
            label="Report status"
            value={status}
            options={STATUS_OPTIONS}
            onChange={(value) => {
              setStatus(value as ReportStatus);
              setPage(1);
            }}
          />
        </div>
      </CardHeader>
      <CardContent>
        {reports.isPending ? (
          <ListSkeleton label="Loading review reports" />
        ) : reports.isError || !reports.data ? (
          <ErrorCard title="Failed to load review reports" onRetry={() => void reports.refetch()} />
        ) : rows.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">
            {status === 'open' ? 'No open reports. All clear!' : 'No resolved reports yet.'}
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Review reports">
            {rows.map((report) => (
              <ReportQueueRow
                key={report.id}
                label={`Report ${report.id}`}
                subject={<ReviewSubject review={report.review} />}
                context={report.review.shopName ?? `Shop #${report.review.shopId}`}
                reasonLabel={REVIEW_REPORT_REASON_LABELS[report.reason] ?? report.reason}
                details={report.details}
                reporter={report.reporter}
                createdAt={report.createdAt}
                status={report.status}
                resolution={
                  report.resolution && {
                    action: report.resolution.action,
                    reason: report.resolution.reason,
                    adminName: report.resolution.admin.name,
                    resolvedAt: report.resolution.resolvedAt,
                  }
                }
                hideLabel="Hide Review"
                keepLabel="Keep Review"
                pending={decide.isPending}
                onDecide={(decision) =>
                  decide.mutate(
                    { id: report.id, ...decision },
                    {
                      onSuccess: () =>
                        toasts.success(
                          'Success',
                          decision.action === 'hide' ? 'Review hidden successfully' : 'Review kept',
                        ),
                      onError: (error) => toasts.failure(error, 'Failed to resolve the report'),
                    },
                  )
                }
              />
            ))}
          </ul>
        )}
        {reports.data && <Pager page={page} totalPages={Math.ceil(total / REVIEW_REPORTS_PER_PAGE)} onPage={setPage} />}
      </CardContent>
    </Card>
  );
}
