import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { eventActorOf, RequestClient, RequestIdentity } from '@app/auth-context';
import {
  AdminConversationReport,
  ChatSenderType,
  ConversationReportDecisionInput,
  ConversationReportInput,
  ConversationReportListQuery,
  ConversationReportResponse,
  REPORTED_CONVERSATION_EXCERPT,
} from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { ChatErrorCode, ChatException } from '../conversations/chat.exception';
import { findConversation, partiesOf, requireParty } from '../conversations/conversation-access';
import { toAdminConversationReport, toConversationReportResponse } from './conversation-report.mapper';
import { ConversationReportRow, REPORT_COLUMNS, REPORT_FROM, ReportedMessageRow } from './conversation-report.row';

/** The queue's order: the oldest open report first; the latest decision first among resolved ones. */
const QUEUE_ORDER = {
  open: 'cr.created_at ASC, cr.id ASC',
  resolved: 'cr.resolved_at DESC, cr.id DESC',
} as const;

const otherParty = (party: ChatSenderType): ChatSenderType => (party === 'customer' ? 'shop_owner' : 'customer');

/**
 * Reports of conversations (issue 17): either party reports the other once; admins work through the open ones and
 * block the reported party (they may no longer send in that conversation; the owner cannot lift it) or dismiss.
 * A decision resolves that report and is published (chat.conversation.blocked / .report_dismissed, the admin and
 * reason in the actor) for the admin log.
 */
@Injectable()
export class ConversationReportsService {
  private readonly logger = new Logger(ConversationReportsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async report(
    conversationId: number,
    identity: RequestIdentity,
    input: ConversationReportInput,
  ): Promise<ConversationReportResponse> {
    if (identity.banned) throw new ChatException(ChatErrorCode.Banned);
    const row = await this.dataSource.transaction(async (manager) => {
      const { party } = await requireParty(manager, conversationId, identity);
      const inserted: Array<
        Pick<ConversationReportRow, 'id' | 'conversation_id' | 'reason' | 'details' | 'status' | 'created_at'>
      > = await manager.query(
        `INSERT INTO chat.conversation_reports
           (conversation_id, reporter_type, reporter_id, reporter_name, reporter_email, reason, details)
         VALUES ($1, $2, $3, $4, $5, $6, $7)
         ON CONFLICT ON CONSTRAINT conversation_reports_once_per_party DO NOTHING
         RETURNING id, conversation_id, reason, details, status, created_at`,
        [
          conversationId,
          party,
          identity.userId,
          identity.name?.slice(0, 200) ?? null,
          identity.email?.slice(0, 200) ?? null,
          input.reason,
          input.details ?? null,
        ],
      );
      if (!inserted[0]) throw new ChatException(ChatErrorCode.AlreadyReported);
      return inserted[0];
    });
    this.logger.log(`Conversation ${conversationId} reported (report ${row.id}, ${row.reason})`);
    return toConversationReportResponse(row);
  }

  async list(query: ConversationReportListQuery): Promise<{ items: AdminConversationReport[]; total: number }> {
    const [rows, counts] = await Promise.all([
      this.dataSource.query(
        `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE cr.status = $1
         ORDER BY ${QUEUE_ORDER[query.status]} LIMIT $2 OFFSET $3`,
        [query.status, query.limit, query.offset],
      ) as Promise<ConversationReportRow[]>,
      this.dataSource.query('SELECT count(*)::int AS total FROM chat.conversation_reports WHERE status = $1', [
        query.status,
      ]) as Promise<Array<{ total: number }>>,
    ]);
    const messages = await this.latestMessages(
      this.dataSource.manager,
      rows.map((row) => row.conversation_id),
    );
    return {
      items: rows.map((row) => toAdminConversationReport(row, messages.get(row.conversation_id) ?? [])),
      total: counts[0]?.total ?? 0,
    };
  }

  async decide(
    reportId: number,
    admin: RequestIdentity,
    input: ConversationReportDecisionInput,
    client: RequestClient,
  ): Promise<AdminConversationReport> {
    const report = await this.dataSource.transaction(async (manager) => {
      const found: Array<{ conversation_id: number; reporter_type: ChatSenderType; status: string }> =
        await manager.query(
          'SELECT conversation_id, reporter_type, status FROM chat.conversation_reports WHERE id = $1 FOR UPDATE',
          [reportId],
        );
      if (!found[0]) throw new ChatException(ChatErrorCode.ReportNotFound);
      if (found[0].status !== 'open') throw new ChatException(ChatErrorCode.ReportResolved);
      const conversation = await findConversation(manager, found[0].conversation_id, true);
      if (!conversation || conversation.owner_id === null) throw new ChatException(ChatErrorCode.ReportNotFound);
      await manager.query(
        `UPDATE chat.conversation_reports SET status = 'resolved', decision = $2, decision_reason = $3,
           decided_by = $4, decided_by_name = $5, resolved_at = now()
         WHERE id = $1`,
        [reportId, input.action, input.reason, admin.userId, admin.name?.slice(0, 200) ?? null],
      );
      const shop: Array<{ name: string }> = await manager.query('SELECT name FROM chat.shops WHERE shop_id = $1', [
        conversation.shop_id,
      ]);
      const decision = {
        ...partiesOf(conversation, conversation.owner_id),
        shopName: shop[0]?.name ?? '',
        reportIds: [reportId],
      };
      const actor = eventActorOf(admin, client, input.reason);
      if (input.action === 'block') {
        // The reported party is the other side of the reporter. An admin's block replaces any owner's block.
        const blockedParty = otherParty(found[0].reporter_type);
        await manager.query(
          `UPDATE chat.chat_conversations SET blocked_party = $2, blocked_at = now(), blocked_by = $3,
             blocked_by_admin = true WHERE id = $1`,
          [conversation.id, blockedParty, admin.userId],
        );
        await this.outbox.publish(manager, 'chat.conversation.blocked', { ...decision, blockedParty }, actor);
      } else {
        await this.outbox.publish(manager, 'chat.conversation.report_dismissed', decision, actor);
      }
      return this.reportRow(manager, reportId);
    });
    this.logger.log(`Report ${reportId} of conversation ${report.conversation_id}: ${input.action} by ${admin.userId}`);
    const messages = await this.latestMessages(this.dataSource.manager, [report.conversation_id]);
    return toAdminConversationReport(report, messages.get(report.conversation_id) ?? []);
  }

  /** The latest messages of each conversation, oldest first, for the admin to judge the report by. */
  private async latestMessages(
    manager: EntityManager,
    conversationIds: number[],
  ): Promise<Map<number, ReportedMessageRow[]>> {
    const byConversation = new Map<number, ReportedMessageRow[]>();
    if (conversationIds.length === 0) return byConversation;
    const rows: ReportedMessageRow[] = await manager.query(
      `SELECT m.id, m.conversation_id, m.sender_type, m.message, m.created_at
         FROM unnest($1::int[]) AS wanted(id)
         CROSS JOIN LATERAL (
           SELECT id, conversation_id, sender_type, message, created_at FROM chat.chat_messages
            WHERE conversation_id = wanted.id ORDER BY id DESC LIMIT ${REPORTED_CONVERSATION_EXCERPT}
         ) m
        ORDER BY m.id`,
      [[...new Set(conversationIds)]],
    );
    for (const row of rows) {
      const list = byConversation.get(row.conversation_id) ?? [];
      list.push(row);
      byConversation.set(row.conversation_id, list);
    }
    return byConversation;
  }

  private async reportRow(manager: EntityManager, reportId: number): Promise<ConversationReportRow> {
    const rows: ConversationReportRow[] = await manager.query(
      `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE cr.id = $1`,
      [reportId],
    );
    return rows[0];
  }
}
