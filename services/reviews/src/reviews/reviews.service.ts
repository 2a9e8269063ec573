import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RequestIdentity } from '@app/auth-context';
import {
  CreateReviewInput,
  MY_REVIEWS_LIMIT,
  MyReviewResponse,
  ReviewListQuery,
  ReviewResponse,
  SubmitReviewResponse,
} from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { actorOf, ClientInfo } from '../http/actor';
import { toMyReviewResponse, toReviewResponse } from './review.mapper';
import { REVIEW_COLUMNS, REVIEW_FROM, ReviewRow } from './review.row';
import { ReviewsErrorCode, ReviewsException } from './reviews.exception';
import { isPublicShop, shopAccessRow } from './shop-access';
import { nextRatingVersion, ratingText, shopTotals } from './shop-totals';

/** The first word of "First Last" as the identity header carries the name. */
export function firstNameOf(name: string | undefined): string | null {
  const first = (name ?? '').trim().split(/\s+/)[0];
  return first ? first.slice(0, 100) : null;
}

/**
 * Ratings (shared DECISIONS: reviews): one per person per shop, rating again replaces it, never one's own shop,
 * never while banned, only approved shops. Each change publishes review.created or review.updated with the shop's
 * new average and count, in the same transaction.
 */
@Injectable()
export class ReviewsService {
  private readonly logger = new Logger(ReviewsService.name);

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
          shopAverage: totals.average,
          shopReviewCount: totals.count,
          shopRatingVersion,
        },
        actorOf(identity, client),
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
    };
  }

  /** The shop's reviews, newest first (a replaced rating counts from when it was replaced). */
  async list(shopId: number, query: ReviewListQuery): Promise<{ items: ReviewResponse[]; total: number }> {
    const shop = await shopAccessRow(this.dataSource.manager, shopId);
    if (!shop || !isPublicShop(shop)) throw new ReviewsException(ReviewsErrorCode.ShopNotFound);
    const [rows, counts] = await Promise.all([
      this.dataSource.query(
        `SELECT ${REVIEW_COLUMNS} FROM ${REVIEW_FROM} WHERE r.shop_id = $1
         ORDER BY r.updated_at DESC, r.id DESC LIMIT $2 OFFSET $3`,
        [shopId, query.limit, query.offset],
      ) as Promise<ReviewRow[]>,
      this.dataSource.query('SELECT count(*)::int AS total FROM reviews.reviews WHERE shop_id = $1', [
        shopId,
      ]) as Promise<Array<{ total: number }>>,
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
}
