import { Inject } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { EntityManager } from 'typeorm';
import { demoCustomers, DomainEvent, EventActor, demoShopActivity, isDemoOwner } from '@app/contracts';
import { EventHandler, OnDomainEvent, OutboxService } from '@app/messaging';
import { SERVICE_CONFIG } from '@app/service-kit';
import { ReviewsShopsProjection } from '../projections/reviews-projections';
import type { ReviewsConfig } from '../reviews.config';
import { nextRatingVersion, shopTotals } from '../reviews/shop-totals';

const DAY_MS = 86_400_000;

/**
 * With SEED_DEMO_DATA, a demo shop (one of the demo owners', announced by catalog's seeding) gets the demo
 * customers' reviews and favourites (demoShopActivity), written as the customers' own would be: review.created
 * with the shop's new totals and favorite.added, so catalog's ratings and the admin statistics agree. Runs in the
 * inbox transaction of the shop.created it handles, so a redelivery adds nothing.
 */
@OnDomainEvent('shop.created')
export class SeedDemoReviewsHandler implements EventHandler<'shop.created'> {
  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: ReviewsConfig,
    private readonly moduleRef: ModuleRef,
  ) {}

  /**
   * Resolved when the handler runs: the messaging runtime that owns the outbox is built from its handlers, so a
   * handler injecting OutboxService would wait for itself.
   */
  private get outbox(): OutboxService {
    return this.moduleRef.get(OutboxService, { strict: false });
  }

  async handle(event: DomainEvent<'shop.created'>, manager: EntityManager): Promise<void> {
    const shop = event.payload;
    if (!this.config.SEED_DEMO_DATA || !isDemoOwner(shop.ownerId)) return;
    // The projection of the same event may not have run yet: applying it here too is idempotent.
    await new ReviewsShopsProjection().handle(event, manager);
    const activity = demoShopActivity(shop.shopId, shop.ownerId);
    const people = new Map(demoCustomers().map((person) => [person.id, person]));
    const opened = new Date(shop.createdAt).getTime();
    const now = Date.now();

    for (const review of activity.reviews) {
      const person = people.get(review.customerId)!;
      // Never before the shop was listed.
      const at = new Date(Math.max(opened + 3_600_000, now - review.daysAgo * DAY_MS));
      await manager.query(
        `INSERT INTO reviews.people (user_id, first_name) VALUES ($1, $2) ON CONFLICT (user_id) DO NOTHING`,
        [person.id, person.firstName],
      );
      const rows: Array<{ id: number }> = await manager.query(
        `INSERT INTO reviews.reviews (shop_id, user_id, rating, comment, created_at, updated_at)
         VALUES ($1, $2, $3, $4, $5, $5) ON CONFLICT ON CONSTRAINT reviews_one_per_person DO NOTHING RETURNING id`,
        [shop.shopId, person.id, review.rating, review.comment, at],
      );
      if (rows.length === 0) continue;
      const shopRatingVersion = await nextRatingVersion(manager, shop.shopId);
      const totals = await shopTotals(manager, shop.shopId);
      await this.outbox.publish(
        manager,
        'review.created',
        {
          reviewId: rows[0].id,
          shopId: shop.shopId,
          userId: person.id,
          rating: review.rating,
          shopAverage: totals.average,
          shopReviewCount: totals.count,
          shopRatingVersion,
        },
        customerActor(person),
      );
    }

    for (const customerId of activity.favouritedBy) {
      const rows: unknown[] = await manager.query(
        `INSERT INTO reviews.favorites (shop_id, user_id) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`,
        [shop.shopId, customerId],
      );
      if (rows.length === 0) continue;
      await this.outbox.publish(
        manager,
        'favorite.added',
        { shopId: shop.shopId, userId: customerId, guestSessionId: null },
        customerActor(people.get(customerId)!),
      );
    }
  }
}

function customerActor(person: { id: number; firstName: string; lastName: string; email: string }): EventActor {
  return { id: person.id, role: 'customer', name: `${person.firstName} ${person.lastName}`, email: person.email };
}
