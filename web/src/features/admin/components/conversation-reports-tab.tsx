import { useState } from 'react';

import {
  CONVERSATION_REPORT_REASON_LABELS,
  type AdminConversationReport,
  type ChatSenderType,
  type ReportStatus,
} from '@app/contracts';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

import { useDecideConversationReport } from '../api/decide-conversation-report';
import { CONVERSATION_REPORTS_PER_PAGE, useConversationReports } from '../api/get-conversation-reports';
import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { ErrorCard, ListSkeleton, Pager } from './admin-parts';
import { FilterSelect } from './list-filters';
import { ReportQueueRow } from './report-queue-row';

const STATUS_OPTIONS = [
  { value: 'open', label: 'Open' },
  { value: 'resolved', label: 'Resolved' },
];

const PARTY_LABELS: Record<ChatSenderType, string> = { customer: 'Customer', shop_owner: 'Shop owner' };

function ConversationSubject({ report }: { report: AdminConversationReport }) {
  const { conversation } = report;
  const reported = report.reporterType === 'customer' ? 'shop_owner' : 'customer';
  return (
    <>
      <p className="font-medium">
        {PARTY_LABELS[report.reporterType]} reported the {PARTY_LABELS[reported].toLowerCase()} ·{' '}
        {conversation.customerName}
        {conversation.blockedParty && (
          <span className="ml-1 text-xs text-muted-foreground">
            ({PARTY_LABELS[conversation.blockedParty].toLowerCase()} blocked)
          </span>
        )}
      </p>
      <ol className="mt-2 grid gap-1 text-sm" aria-label="Latest messages">
        {conversation.latestMessages.map((message) => (
          <li key={message.id} className="whitespace-pre-line">
            <span className="font-medium">{PARTY_LABELS[message.senderType]}:</span> {message.message}
          </li>
        ))}
      </ol>
    </>
  );
}

/**
 * The enhanced panel's Chat Reports tab: reported conversations with their latest messages. It reuses the review
 * queue's row; its two decisions read here as "block the reported party" and "dismiss".
 */
export function ConversationReportsTab() {
  const [status, setStatus] = useState<ReportStatus>('open');
  const [page, setPage] = useState(1);
  const reports = useConversationReports(status, page);
  const decide = useDecideConversationReport();
  const toasts = useAdminActionToasts();
  const rows = reports.data?.items ?? [];
  const total = reports.data?.total ?? 0;

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold">Chat Reports</h2>
        <CardDescription>
          {reports.data ? `${total} ${status} reports` : 'Conversations people reported to the admins.'}
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
          <ListSkeleton label="Loading chat reports" />
        ) : reports.isError || !reports.data ? (
          <ErrorCard title="Failed to load chat reports" onRetry={() => void reports.refetch()} />
        ) : rows.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">
            {status === 'open' ? 'No open reports. All clear!' : 'No resolved reports yet.'}
          </p>
        ) : (
          <ul className="grid gap-3" aria-label="Chat reports">
            {rows.map((report) => (
              <ReportQueueRow
                key={report.id}
                label={`Report ${report.id}`}
                subject={<ConversationSubject report={report} />}
                context={report.conversation.shopName ?? `Shop #${report.conversation.shopId}`}
                reasonLabel={CONVERSATION_REPORT_REASON_LABELS[report.reason] ?? report.reason}
                details={report.details}
                reporter={report.reporter}
                createdAt={report.createdAt}
                status={report.status}
                resolution={
                  report.resolution && {
                    action: report.resolution.action === 'block' ? 'hide' : 'keep',
                    reason: report.resolution.reason,
                    adminName: report.resolution.admin.name,
                    resolvedAt: report.resolution.resolvedAt,
                  }
                }
                hideLabel="Block Reported Party"
                keepLabel="Dismiss"
                resolvedWords={{ hide: 'Blocked', keep: 'Dismissed' }}
                pending={decide.isPending}
                onDecide={(decision) => {
                  const action = decision.action === 'hide' ? 'block' : 'dismiss';
                  decide.mutate(
                    { id: report.id, action, reason: decision.reason },
                    {
                      onSuccess: () =>
                        toasts.success('Success', action === 'block' ? 'Reported party blocked' : 'Report dismissed'),
                      onError: (error) => toasts.failure(error, 'Failed to resolve the report'),
                    },
                  );
                }}
              />
            ))}
          </ul>
        )}
        {reports.data && (
          <Pager page={page} totalPages={Math.ceil(total / CONVERSATION_REPORTS_PER_PAGE)} onPage={setPage} />
        )}
      </CardContent>
    </Card>
  );
}
