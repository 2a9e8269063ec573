import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ClientInfo, eventActorOf, RequestIdentity } from '@app/auth-context';
import {
  CreateReviewInput,
  MY_REVIEWS_LIMIT,
  MyReviewResponse,
  ReviewListQuery,
  ReviewReplyInput,
  ReviewResponse,
  ReviewSort,
  SubmitReviewResponse,
} from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { returnedRows } from '@app/database';
import { CoalescedReadsByKey } from '@app/service-kit';
import { toMyReviewResponse, toReviewResponse } from './review.mapper';
import { REVIEW_COLUMNS, REVIEW_FROM, ReviewRow, VISIBLE_REVIEW } from './review.row';
import { ReviewsErrorCode, ReviewsException } from './reviews.exception';
import { isPublicShop, shopAccessRow } from './shop-access';
import { nextRatingVersion, ratingText, shopTotals, totalsPayload } from './shop-totals';

/** The first word of "First Last" as the identity header carries the name. */
export function firstNameOf(name: string | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first ? first.slice(0, 100) : null;
}

/** The ORDER BY of each sort of the reviews list; ties fall back to newest first. */
export const REVIEW_ORDER: Record<ReviewSort, string> = {
  newest: 'r.updated_at DESC, r.id DESC',
  highest: 'r.rating DESC, r.updated_at DESC, r.id DESC',
  lowest: 'r.rating ASC, r.updated_at DESC, r.id DESC',
};

/**
 * Ratings (shared DECISIONS: reviews): one per person per shop, rating again replaces it, never one's own shop,
 * never while banned, only approved shops. Each change publishes review.created or review.updated with the shop's
 * new average, count and breakdown, in the same transaction. A review an admin hid stays hidden when its author
 * rates again (its new stars count nowhere), so hiding cannot be undone by re-posting. The shop's owner may answer
 * each visible review once (PUT replaces the answer, DELETE removes it).
 */
@Injectable()
export class ReviewsService {
  private readonly logger = new Logger(ReviewsService.name);
  /**
   * Concurrent requests for the same page of a shop's reviews (a popular shop's page, which every visitor's browser
   * asks for) share its statements, each caller still getting a read that began after it asked.
   */
  private readonly shopPages = new CoalescedReadsByKey<{ items: ReviewResponse[]; total: number }>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async submit(
    shopId: number,
    identity: RequestIdentity,
    input: CreateReviewInput,
    client: ClientInfo,
  ): Promise<SubmitReviewResponse> {
    const userId = identity.userId;
    if (userId === null) throw new ReviewsException(ReviewsErrorCode.FavoritesNeedIdentity);
    if (identity.banned) throw new ReviewsException(ReviewsErrorCode.Banned);
    const result = await this.dataSource.transaction(async (manager) => {
      const shop = await shopAccessRow(manager, shopId, true);
      if (!shop || !isPublicShop(shop)) throw new ReviewsException(ReviewsErrorCode.ShopNotFound);
      if (shop.owner_id === userId) throw new ReviewsException(ReviewsErrorCode.OwnShop);
      const person: Array<{ banned: boolean }> = await manager.query(
        `INSERT INTO reviews.people (user_id, first_name) VALUES ($1, $2)
         ON CONFLICT (user_id) DO UPDATE SET first_name = COALESCE(reviews.people.first_name, EXCLUDED.first_name)
         RETURNING banned`,
        [userId, firstNameOf(identity.name)],
      );
      if (person[0]?.banned) throw new ReviewsException(ReviewsErrorCode.Banned);
      const saved: Array<{ id: number; inserted: boolean }> = await manager.query(
        `INSERT INTO reviews.reviews (shop_id, user_id, rating, comment) VALUES ($1, $2, $3, $4)
         ON CONFLICT ON CONSTRAINT reviews_one_per_person DO UPDATE SET
           rating = EXCLUDED.rating, comment = EXCLUDED.comment, updated_at = now()
         RETURNING id, (xmax = 0) AS inserted`,
        [shopId, userId, input.rating, input.comment ?? null],
      );
      const { id, inserted } = saved[0];
      const shopRatingVersion = await nextRatingVersion(manager, shopId);
      const totals = await shopTotals(manager, shopId);
      await this.outbox.publish(
        manager,
        inserted ? 'review.created' : 'review.updated',
        {
          reviewId: id,
          shopId,
          userId,
          rating: input.rating,
          ...totalsPayload(totals, shopRatingVersion),
        },
        eventActorOf(identity, client),
      );
      const rows: ReviewRow[] = await manager.query(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.id = $1`, [
        id,
      ]);
      return { row: rows[0], inserted, totals };
    });
    this.logger.log(
      `Review ${result.row.id} ${result.inserted ? 'created' : 'replaced'} by person ${userId} for shop ${shopId}`,
    );
    return {
      ...toReviewResponse(result.row),
      replaced: !result.inserted,
      shopRating: ratingText(result.totals.average),
      shopReviewCount: result.totals.count,
      shopRatingBreakdown: result.totals.breakdown,
    };
  }

  /** The shop's visible reviews in the asked order (a replaced rating counts from when it was replaced). */
  list(shopId: number, query: ReviewListQuery): Promise<{ items: ReviewResponse[]; total: number }> {
    const key = `${shopId} ${query.sort} ${query.limit} ${query.offset}`;
    return this.shopPages.read(key, () => this.readList(shopId, query));
  }

  private async readList(shopId: number, query: ReviewListQuery): Promise<{ items: ReviewResponse[]; total: number }> {
    const shop = await shopAccessRow(this.dataSource.manager, shopId);
    if (!shop || !isPublicShop(shop)) throw new ReviewsException(ReviewsErrorCode.ShopNotFound);
    const [rows, counts] = await Promise.all([
      this.dataSource.query(
        `SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.shop_id = $1 AND ${VISIBLE_REVIEW}
         ORDER BY ${REVIEW_ORDER[query.sort]} LIMIT $2 OFFSET $3`,
        [shopId, query.limit, query.offset],
      ) as Promise<ReviewRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM reviews.reviews r WHERE r.shop_id = $1 AND ${VISIBLE_REVIEW}`,
        [shopId],
      ) as Promise<Array<{ total: number }>>,
    ]);
    return { items: rows.map(toReviewResponse), total: counts[0]?.total ?? 0 };
  }

  /** The person's own reviews, newest first, with the shop's name (their dashboard, issue 24). */
  async mine(userId: number): Promise<MyReviewResponse[]> {
    const rows: Array<ReviewRow & { shop_name: string }> = await this.dataSource.query(
      `SELECT ${REVIEW_COLUMNS}, s.name AS shop_name FROM ${REVIEW_FROM} JOIN reviews.shops s ON s.id = r.shop_id
       WHERE r.user_id = $1 ORDER BY r.updated_at DESC, r.id DESC LIMIT $2`,
      [userId, MY_REVIEWS_LIMIT],
    );
    return rows.map(toMyReviewResponse);
  }

  /** PUT .../reply: the owner's answer, new or replacing the earlier one (its date is the latest answer's). */
  async reply(
    shopId: number,
    reviewId: number,
    identity: RequestIdentity,
    input: ReviewReplyInput,
  ): Promise<ReviewResponse> {
    const review = await this.setReply(shopId, reviewId, identity, input.text);
    this.logger.log(`Review ${reviewId} of shop ${shopId} answered by its owner ${identity.userId}`);
    return review;
  }

  /** DELETE .../reply: the owner takes their answer back (a review without one answers the same). */
  async removeReply(shopId: number, reviewId: number, identity: RequestIdentity): Promise<ReviewResponse> {
    const review = await this.setReply(shopId, reviewId, identity, null);
    this.logger.log(`Reply on review ${reviewId} of shop ${shopId} removed by its owner ${identity.userId}`);
    return review;
  }

  private async setReply(
    shopId: number,
    reviewId: number,
    identity: RequestIdentity,
    text: string | null,
  ): Promise<ReviewResponse> {
    const userId = identity.userId;
    if (userId === null) throw new ReviewsException(ReviewsErrorCode.FavoritesNeedIdentity);
    if (identity.banned) throw new ReviewsException(ReviewsErrorCode.Banned);
    return this.dataSource.transaction(async (manager) => {
      const shop = await shopAccessRow(manager, shopId);
      if (!shop) throw new ReviewsException(ReviewsErrorCode.ShopNotFound);
      if (shop.owner_id !== userId) throw new ReviewsException(ReviewsErrorCode.NotShopOwner);
      if (shop.owner_banned) throw new ReviewsException(ReviewsErrorCode.Banned);
      const updated: unknown = await manager.query(
        `UPDATE reviews.reviews r SET reply_text = $3::varchar,
           reply_created_at = CASE WHEN $3::varchar IS NULL THEN NULL ELSE now() END
         WHERE r.id = $1 AND r.shop_id = $2 AND ${VISIBLE_REVIEW} RETURNING r.id`,
        [reviewId, shopId, text],
      );
      if (returnedRows(updated).length === 0) throw new ReviewsException(ReviewsErrorCode.ReviewNotFound);
      const rows: ReviewRow[] = await manager.query(`SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.id = $1`, [
        reviewId,
      ]);
      return toReviewResponse(rows[0]);
    });
  }
}
