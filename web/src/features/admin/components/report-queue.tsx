import { useState, type ReactNode } from 'react';

import type { ReportStatus } from '@app/contracts';

import type { ListPage } from '@/lib/paged-request';

import { Pager } from './admin-parts';
import { FilterSelect } from './list-filters';
import { ModerationCard, ModerationList } from './moderation-list';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

/** A report queue's place: open or resolved reports, and the page (back to 1 when the status changes). */
export function useReportQueue() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const showStatus = (value: string) => {
    setStatus(value as ReportStatus);
    setPage(1);
  };
  return { status, page, setPage, showStatus };
}

type ReportQueueCardProps<T> = {
  title: string;
  /** What the queue holds, shown until its first page answers. */
  about: string;
  /** The queue's name in its labels, e.g. 'review reports' ('Loading review reports'). */
  what: string;
  queue: ReturnType<typeof useReportQueue>;
  reports: { data: ListPage<T> | undefined; isPending: boolean; isError: boolean; refetch: () => Promise<unknown> };
  pageSize: number;
  renderReport: (report: T) => ReactNode;
};

/** A tab of reports for the admins (review reports, chat reports): the status filter, the queue, its pages. */
export function ReportQueueCard<T>({
  title,
  about,
  what,
  queue,
  reports,
  pageSize,
  renderReport,
}: ReportQueueCardProps<T>) {
  const total = reports.data?.total ?? 0;
  return (
    <ModerationCard
      title={title}
      description={reports.data ? `${total} ${queue.status} reports` : about}
      filters={
        <FilterSelect label="Report status" value={queue.status} options={STATUS_OPTIONS} onChange={queue.showStatus} />
      }
    >
      <ModerationList
        query={reports}
        items={reports.data?.items}
        loadingLabel={`Loading ${what}`}
        listLabel={what.charAt(0).toUpperCase() + what.slice(1)}
        errorTitle={`Failed to load ${what}`}
        empty={queue.status === 'open' ? 'No open reports. All clear!' : 'No resolved reports yet.'}
        renderItem={renderReport}
      />
      {reports.data && <Pager page={queue.page} totalPages={Math.ceil(total / pageSize)} onPage={queue.setPage} />}
    </ModerationCard>
  );
}
