import { z } from 'zod';
import {
  decisionReasonSchema,
  reportDetailsSchema,
  reportPersonSchema,
  reportStatusSchema,
} from '../reviews/review-report.schema';
import { chatSenderTypeSchema } from './chat.schema';

export const CONVERSATION_REPORT_REASONS = ['spam', 'offensive', 'harassment', 'other'] as const;
export const conversationReportReasonSchema = z.enum(CONVERSATION_REPORT_REASONS, {
  errorMap: () => ({ message: 'Please choose a reason.' }),
});
export type ConversationReportReason = z.infer<typeof conversationReportReasonSchema>;

/** The words the report dialog and the admin queue show for each reason. */
export const CONVERSATION_REPORT_REASON_LABELS: Record<ConversationReportReason, string> = {
  spam: 'Spam',
  offensive: 'Offensive',
  harassment: 'Harassment',
  other: 'Other',
};

/** POST /api/chat/conversations/{id}/report: a reason and optional details, by either party, once each. */
export const conversationReportSchema = z.object({
  reason: conversationReportReasonSchema,
  details: reportDetailsSchema,
});
export type ConversationReportRequest = z.input<typeof conversationReportSchema>;
export type ConversationReportInput = z.output<typeof conversationReportSchema>;

/** The reporter's answer: what they sent and that it is open. */
export const conversationReportResponseSchema = z.object({
  id: z.number().int().positive(),
  conversationId: z.number().int().positive(),
  reason: conversationReportReasonSchema,
  details: z.string().nullable(),
  status: reportStatusSchema,
  createdAt: z.string().datetime(),
});
export type ConversationReportResponse = z.infer<typeof conversationReportResponseSchema>;

export const CONVERSATION_REPORTS_PAGE_SIZE = 20;

/** GET /api/admin/conversation-reports: open (oldest first) or resolved (latest decision first), paged. */
export const conversationReportListQuerySchema = z.object({
  status: z
    .enum(['open', 'resolved'], { errorMap: () => ({ message: 'status must be open or resolved' }) })
    .default('open'),
  limit: z.coerce.number().int().min(1).max(100, 'limit must be at most 100').default(CONVERSATION_REPORTS_PAGE_SIZE),
  offset: z.coerce.number().int().min(0).max(1_000_000).default(0),
});
export type ConversationReportListQuery = z.infer<typeof conversationReportListQuerySchema>;

/** block: the reported party may no longer send in that conversation; dismiss: nothing changes. */
export const conversationReportActionSchema = z.enum(['block', 'dismiss'], {
  errorMap: () => ({ message: 'action must be block or dismiss' }),
});
export type ConversationReportAction = z.infer<typeof conversationReportActionSchema>;

/** PUT /api/admin/conversation-reports/{id}: every open report of the conversation is resolved with it. */
export const conversationReportDecisionSchema = z.object({
  action: conversationReportActionSchema,
  reason: decisionReasonSchema,
});
export type ConversationReportDecisionRequest = z.input<typeof conversationReportDecisionSchema>;
export type ConversationReportDecisionInput = z.output<typeof conversationReportDecisionSchema>;

/** How many of a conversation's latest messages the admin sees with a report. */
export const REPORTED_CONVERSATION_EXCERPT = 10;

/** One report of the admins' queue, with the conversation as it stands and its latest messages. */
export const adminConversationReportSchema = z.object({
  id: z.number().int().positive(),
  conversationId: z.number().int().positive(),
  conversation: z.object({
    id: z.number().int().positive(),
    shopId: z.number().int().positive(),
    shopName: z.string().nullable(),
    customerName: z.string(),
    blockedParty: chatSenderTypeSchema.nullable(),
    latestMessages: z.array(
      z.object({
        id: z.number().int(),
        senderType: chatSenderTypeSchema,
        message: z.string(),
        createdAt: z.string().datetime(),
      }),
    ),
  }),
  /** Which side reported; the other side is the reported party, whom a block keeps from sending. */
  reporterType: chatSenderTypeSchema,
  reason: conversationReportReasonSchema,
  details: z.string().nullable(),
  /** The reporter as their session carried them; a guest has no id. */
  reporter: reportPersonSchema.extend({ id: z.number().int().positive().nullable() }),
  createdAt: z.string().datetime(),
  status: reportStatusSchema,
  resolution: z
    .object({
      action: conversationReportActionSchema,
      reason: z.string(),
      admin: z.object({ id: z.number().int().positive().nullable(), name: z.string().nullable() }),
      resolvedAt: z.string().datetime(),
    })
    .nullable(),
});
export type AdminConversationReport = z.infer<typeof adminConversationReportSchema>;
