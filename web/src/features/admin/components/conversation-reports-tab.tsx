import { CONVERSATION_REPORT_REASON_LABELS, type AdminConversationReport, type ChatSenderType } from '@app/contracts';

import { useDecideConversationReport } from '../api/decide-conversation-report';
import { CONVERSATION_REPORTS_PER_PAGE, useConversationReports } from '../api/get-conversation-reports';
import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { ReportQueueCard, useReportQueue } from './report-queue';
import { ReportQueueRow } from './report-queue-row';

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
  const queue = useReportQueue();
  const reports = useConversationReports(queue.status, queue.page);
  const decide = useDecideConversationReport();
  const toasts = useAdminActionToasts();
  return (
    <ReportQueueCard
      title="Chat Reports"
      about="Conversations people reported to the admins."
      what="chat reports"
      queue={queue}
      reports={reports}
      pageSize={CONVERSATION_REPORTS_PER_PAGE}
      renderReport={(report) => (
        <ReportQueueRow
          key={report.id}
          report={report}
          resolvedAction={report.resolution && (report.resolution.action === 'block' ? 'hide' : 'keep')}
          subject={<ConversationSubject report={report} />}
          context={report.conversation.shopName ?? `Shop #${report.conversation.shopId}`}
          reasonLabel={CONVERSATION_REPORT_REASON_LABELS[report.reason] ?? report.reason}
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
      )}
    />
  );
}
