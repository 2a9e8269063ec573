import { ChatSenderType, ConversationReportAction, ConversationReportReason, ReportStatus } from '@app/contracts';

/** A report with its conversation, the shop and the customer's name, as the admin queue selects it. */
export interface ConversationReportRow {
  id: number;
  conversation_id: number;
  reporter_type: ChatSenderType;
  reporter_id: number | null;
  reporter_name: string | null;
  reporter_email: string | null;
  reason: ConversationReportReason;
  details: string | null;
  status: ReportStatus;
  created_at: Date;
  decision: ConversationReportAction | null;
  decision_reason: string | null;
  decided_by: number | null;
  decided_by_name: string | null;
  resolved_at: Date | null;
  shop_id: number;
  shop_name: string | null;
  customer_user_id: number | null;
  first_name: string | null;
  last_name: string | null;
  blocked_party: ChatSenderType | null;
}

/** One of the conversation's latest messages, shown with its report. */
export interface ReportedMessageRow {
  id: number;
  conversation_id: number;
  sender_type: ChatSenderType;
  message: string;
  created_at: Date;
}

export const REPORT_COLUMNS = `cr.id, cr.conversation_id, cr.reporter_type, cr.reporter_id, cr.reporter_name,
  cr.reporter_email, cr.reason, cr.details, cr.status, cr.created_at, cr.decision, cr.decision_reason,
  cr.decided_by, cr.decided_by_name, cr.resolved_at, c.shop_id, s.name AS shop_name, c.customer_user_id,
  p.first_name, p.last_name, c.blocked_party`;

export const REPORT_FROM = `chat.conversation_reports cr
  JOIN chat.chat_conversations c ON c.id = cr.conversation_id
  LEFT JOIN chat.shops s ON s.shop_id = c.shop_id
  LEFT JOIN chat.people p ON p.user_id = c.customer_user_id`;
