import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ClientInfo, eventActorOf, RequestIdentity } from '@app/auth-context';
import {
  AdminReviewReport,
  EventActor,
  ReportDecisionInput,
  ReviewReportInput,
  ReviewReportListQuery,
  ReviewReportResponse,
} from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { returnedRows } from '@app/database';
import { ReviewsErrorCode, ReviewsException } from '../reviews/reviews.exception';
import { isPublicShop, shopAccessRow } from '../reviews/shop-access';
import { nextRatingVersion, shopTotals, totalsPayload } from '../reviews/shop-totals';
import { toAdminReviewReport, toReviewReportResponse } from './review-report.mapper';
import { REPORT_COLUMNS, REPORT_FROM, ReviewReportRow } from './review-report.row';

/** The queue's order: the oldest open report first; the latest decision first among resolved ones. */
const QUEUE_ORDER = {
  open: 'rr.created_at ASC, rr.id ASC',
  resolved: 'rr.resolved_at DESC, rr.id DESC',
} as const;

/**
 * Reports of reviews (issue 17): any signed-in person reports a visible review once; admins work through the open
 * ones and hide or keep the review. A decision resolves every open report of that review at once and is published
 * (review.hidden / review.kept, the admin and reason in the actor) for catalog's totals and the admin log. Hiding
 * bumps the shop's rating version and publishes the totals without the review in the same transaction.
 */
@Injectable()
export class ReviewReportsService {
  private readonly logger = new Logger(ReviewReportsService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async report(reviewId: number, identity: RequestIdentity, input: ReviewReportInput): Promise<ReviewReportResponse> {
    const userId = identity.userId;
    if (userId === null) throw new ReviewsException(ReviewsErrorCode.FavoritesNeedIdentity);
    if (identity.banned) throw new ReviewsException(ReviewsErrorCode.Banned);
    const row = await this.dataSource.transaction(async (manager) => {
      const banned: Array<{ banned: boolean }> = await manager.query(
        'SELECT banned FROM reviews.people WHERE user_id = $1',
        [userId],
      );
      if (banned[0]?.banned) throw new ReviewsException(ReviewsErrorCode.Banned);
      const review: Array<{ shop_id: number }> = await manager.query(
        'SELECT shop_id FROM reviews.reviews WHERE id = $1 AND hidden_at IS NULL',
        [reviewId],
      );
      const shop = review[0] ? await shopAccessRow(manager, review[0].shop_id) : undefined;
      if (!shop || !isPublicShop(shop)) throw new ReviewsException(ReviewsErrorCode.ReviewNotFound);
      const inserted: Array<
        Pick<ReviewReportRow, 'id' | 'review_id' | 'reason' | 'details' | 'status' | 'created_at'>
      > = await manager.query(
        `INSERT INTO reviews.review_reports (review_id, reporter_id, reporter_name, reporter_email, reason, details)
           VALUES ($1, $2, $3, $4, $5, $6)
           ON CONFLICT ON CONSTRAINT review_reports_once_per_person DO NOTHING
           RETURNING id, review_id, reason, details, status, created_at`,
        [
          reviewId,
          userId,
          identity.name?.slice(0, 200) ?? null,
          identity.email?.slice(0, 200) ?? null,
          input.reason,
          input.details ?? null,
        ],
      );
      if (!inserted[0]) throw new ReviewsException(ReviewsErrorCode.AlreadyReported);
      return inserted[0];
    });
    this.logger.log(`Review ${reviewId} reported by person ${userId} (report ${row.id}, ${row.reason})`);
    return toReviewReportResponse(row);
  }

  async list(query: ReviewReportListQuery): Promise<{ items: AdminReviewReport[]; total: number }> {
    const [rows, counts] = await Promise.all([
      this.dataSource.query(
        `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE rr.status = $1
         ORDER BY ${QUEUE_ORDER[query.status]} LIMIT $2 OFFSET $3`,
        [query.status, query.limit, query.offset],
      ) as Promise<ReviewReportRow[]>,
      this.dataSource.query('SELECT count(*)::int AS total FROM reviews.review_reports WHERE status = $1', [
        query.status,
      ]) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(toAdminReviewReport), total: counts[0]?.total ?? 0 };
  }

  async decide(
    reportId: number,
    admin: RequestIdentity,
    input: ReportDecisionInput,
    client: ClientInfo,
  ): Promise<AdminReviewReport> {
    const report = await this.dataSource.transaction(async (manager) => {
      const found: Array<{ review_id: number; shop_id: number }> = await manager.query(
        `SELECT rr.review_id, r.shop_id FROM reviews.review_reports rr JOIN reviews.reviews r ON r.id = rr.review_id
         WHERE rr.id = $1`,
        [reportId],
      );
      if (!found[0]) throw new ReviewsException(ReviewsErrorCode.ReportNotFound);
      const { review_id: reviewId, shop_id: shopId } = found[0];
      // The shop row first, as a rating does: the review's totals change one transaction at a time.
      const shop = await shopAccessRow(manager, shopId, true);
      const status: Array<{ status: string }> = await manager.query(
        'SELECT status FROM reviews.review_reports WHERE id = $1 FOR UPDATE',
        [reportId],
      );
      if (!status[0]) throw new ReviewsException(ReviewsErrorCode.ReportNotFound);
      if (status[0].status !== 'open') throw new ReviewsException(ReviewsErrorCode.ReportResolved);
      const resolved = returnedRows<{ id: number }>(
        await manager.query(
          `UPDATE reviews.review_reports SET status = 'resolved', decision = $2, decision_reason = $3,
             decided_by = $4, decided_by_name = $5, resolved_at = now()
           WHERE review_id = $1 AND status = 'open' RETURNING id`,
          [reviewId, input.action, input.reason, admin.userId, admin.name?.slice(0, 200) ?? null],
        ),
      );
      const decision = {
        reviewId,
        shopId,
        shopName: (shop?.name ?? '').slice(0, 200),
        reportIds: resolved.map((row) => row.id).sort((a, b) => a - b),
      };
      const actor = eventActorOf(admin, client, input.reason);
      if (input.action === 'hide') {
        await this.hide(manager, decision, actor);
      } else {
        await this.outbox.publish(manager, 'review.kept', decision, actor);
      }
      return this.reportRow(manager, reportId);
    });
    this.logger.log(
      `Report ${reportId}: review ${report.review_id} ${input.action === 'hide' ? 'hidden' : 'kept'} by admin ${admin.userId}`,
    );
    return toAdminReviewReport(report);
  }

  /** Hides the review and publishes the shop's totals without it, of a new rating version. */
  private async hide(
    manager: EntityManager,
    decision: { reviewId: number; shopId: number; shopName: string; reportIds: number[] },
    actor: EventActor,
  ): Promise<void> {
    const hidden = returnedRows<{ user_id: number; rating: number }>(
      await manager.query(
        `UPDATE reviews.reviews SET hidden_at = COALESCE(hidden_at, now()) WHERE id = $1 RETURNING user_id, rating`,
        [decision.reviewId],
      ),
    );
    const shopRatingVersion = await nextRatingVersion(manager, decision.shopId);
    const totals = await shopTotals(manager, decision.shopId);
    await this.outbox.publish(
      manager,
      'review.hidden',
      { ...decision, userId: hidden[0].user_id, rating: hidden[0].rating, ...totalsPayload(totals, shopRatingVersion) },
      actor,
    );
  }

  private async reportRow(manager: EntityManager, reportId: number): Promise<ReviewReportRow> {
    const rows: ReviewReportRow[] = await manager.query(
      `SELECT ${REPORT_COLUMNS} FROM ${REPORT_FROM} WHERE rr.id = $1`,
      [reportId],
    );
    return rows[0];
  }
}
