import { AdminConversationReport, ConversationReportResponse } from '@app/contracts';
import { customerNameOf } from '../conversations/chat.mapper';
import { ConversationReportRow, ReportedMessageRow } from './conversation-report.row';

/** The reporter's view of their report. */
export function toConversationReportResponse(
  row: Pick<ConversationReportRow, 'id' | 'conversation_id' | 'reason' | 'details' | 'status' | 'created_at'>,
): ConversationReportResponse {
  return {
    id: row.id,
    conversationId: row.conversation_id,
    reason: row.reason,
    details: row.details,
    status: row.status,
    createdAt: row.created_at.toISOString(),
  };
}

/** A report of the admins' queue, with the conversation as it stands and the decision once there is one. */
export function toAdminConversationReport(
  row: ConversationReportRow,
  latestMessages: readonly ReportedMessageRow[],
): AdminConversationReport {
  return {
    ...toConversationReportResponse(row),
    conversation: {
      id: row.conversation_id,
      shopId: row.shop_id,
      shopName: row.shop_name,
      customerName: customerNameOf(row),
      blockedParty: row.blocked_party,
      latestMessages: latestMessages.map((message) => ({
        id: message.id,
        senderType: message.sender_type,
        message: message.message,
        createdAt: message.created_at.toISOString(),
      })),
    },
    reporterType: row.reporter_type,
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
