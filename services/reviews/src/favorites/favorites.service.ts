import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ClientInfo, eventActorOf, RequestIdentity } from '@app/auth-context';
import { EventActor, FavoriteShopResponse } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { returnedRows } from '@app/database';
import { ReviewsErrorCode, ReviewsException } from '../reviews/reviews.exception';
import { isPublicShop, shopAccessRow } from '../reviews/shop-access';
import { FAVORITE_SHOP_COLUMNS, FavoriteShopRow, toFavoriteShopResponse } from './favorite.mapper';
import { FavoriteHolder, favoriteHolderOf, holderColumn } from './favorite-holder';

/** Shops listed publicly: the favourites list hides the others until they are listed again. */
const PUBLIC_SHOP = `s.is_approved AND s.status = 'approved' AND s.is_active
  AND NOT EXISTS (SELECT 1 FROM reviews.people op WHERE op.user_id = s.owner_id AND op.banned)`;

/**
 * Favourites of customers and of guests with an active guest session, idempotent both ways. When a request carries
 * both a customer and a guest session (the browser holds both cookies after the guest signs in or registers), the
 * guest's favourites move to the customer first, in one transaction.
 */
@Injectable()
export class FavoritesService {
  private readonly logger = new Logger(FavoritesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async list(identity: RequestIdentity, client: ClientInfo): Promise<FavoriteShopResponse[]> {
    const holder = await this.holderOf(identity, client);
    const { column, value } = holderColumn(holder);
    const rows: FavoriteShopRow[] = await this.dataSource.query(
      `SELECT ${FAVORITE_SHOP_COLUMNS} FROM reviews.favorites f JOIN reviews.shops s ON s.id = f.shop_id
       WHERE f.${column} = $1 AND ${PUBLIC_SHOP} ORDER BY f.created_at DESC, f.id DESC`,
      [value],
    );
    return rows.map(toFavoriteShopResponse);
  }

  /** Saves a shop; saving it again answers the same favourite (`created` false). */
  async add(
    identity: RequestIdentity,
    shopId: number,
    client: ClientInfo,
  ): Promise<{ favorite: FavoriteShopResponse; created: boolean }> {
    if (identity.banned) throw new ReviewsException(ReviewsErrorCode.Banned);
    const holder = await this.holderOf(identity, client);
    const { column, value } = holderColumn(holder);
    const result = await this.dataSource.transaction(async (manager) => {
      const shop = await shopAccessRow(manager, shopId);
      if (!shop || !isPublicShop(shop)) throw new ReviewsException(ReviewsErrorCode.ShopNotFound);
      const inserted: unknown[] = await manager.query(
        `INSERT INTO reviews.favorites (shop_id, ${column}) VALUES ($1, $2) ON CONFLICT DO NOTHING RETURNING id`,
        [shopId, value],
      );
      if (inserted.length > 0) {
        await this.publish(manager, 'favorite.added', holder, shopId, eventActorOf(identity, client));
      }
      const rows: FavoriteShopRow[] = await manager.query(
        `SELECT ${FAVORITE_SHOP_COLUMNS} FROM reviews.favorites f JOIN reviews.shops s ON s.id = f.shop_id
         WHERE f.${column} = $1 AND f.shop_id = $2`,
        [value, shopId],
      );
      return { favorite: toFavoriteShopResponse(rows[0]), created: inserted.length > 0 };
    });
    if (result.created) this.logger.log(`Shop ${shopId} saved to the favourites of ${holder.kind} ${value}`);
    return result;
  }

  /** Forgets a saved shop; forgetting one that is not saved is no error. */
  async remove(identity: RequestIdentity, shopId: number, client: ClientInfo): Promise<{ message: string }> {
    if (identity.banned) throw new ReviewsException(ReviewsErrorCode.Banned);
    const holder = await this.holderOf(identity, client);
    const { column, value } = holderColumn(holder);
    await this.dataSource.transaction(async (manager) => {
      const deleted = returnedRows<{ id: number }>(
        await manager.query(`DELETE FROM reviews.favorites WHERE ${column} = $1 AND shop_id = $2 RETURNING id`, [
          value,
          shopId,
        ]),
      );
      if (deleted.length > 0) {
        await this.publish(manager, 'favorite.removed', holder, shopId, eventActorOf(identity, client));
      }
    });
    return { message: 'Removed from favorites' };
  }

  /** The holder of the request, after moving a guest session's favourites to the signed-in customer. */
  private async holderOf(identity: RequestIdentity, client: ClientInfo): Promise<FavoriteHolder> {
    const holder = favoriteHolderOf(identity);
    if (holder.kind === 'user' && holder.mergeGuestSessionId !== null) {
      await this.mergeGuest(holder.userId, holder.mergeGuestSessionId, eventActorOf(identity, client));
    }
    return holder;
  }

  /** Moves a guest's favourites to the customer (idempotent: a second call finds nothing to move). */
  private async mergeGuest(userId: number, guestSessionId: number, actor: EventActor): Promise<void> {
    const waiting: unknown[] = await this.dataSource.query(
      'SELECT 1 FROM reviews.favorites WHERE guest_session_id = $1 LIMIT 1',
      [guestSessionId],
    );
    if (waiting.length === 0) return;
    const moved = await this.dataSource.transaction(async (manager) => {
      const removed = returnedRows<{ shop_id: number }>(
        await manager.query('DELETE FROM reviews.favorites WHERE guest_session_id = $1 RETURNING shop_id, created_at', [
          guestSessionId,
        ]),
      );
      if (removed.length === 0) return 0;
      const added: Array<{ shop_id: number }> = await manager.query(
        `INSERT INTO reviews.favorites (shop_id, user_id, created_at)
         SELECT (item->>'shop_id')::int, $1, (item->>'created_at')::timestamptz
         FROM jsonb_array_elements($2::jsonb) AS item
         ON CONFLICT DO NOTHING RETURNING shop_id`,
        [userId, JSON.stringify(removed)],
      );
      const guest: FavoriteHolder = { kind: 'guest', guestSessionId };
      const user: FavoriteHolder = { kind: 'user', userId, mergeGuestSessionId: null };
      for (const row of removed) await this.publish(manager, 'favorite.removed', guest, row.shop_id, actor);
      for (const row of added) await this.publish(manager, 'favorite.added', user, row.shop_id, actor);
      return removed.length;
    });
    if (moved > 0)
      this.logger.log(`Moved ${moved} favourite(s) of guest session ${guestSessionId} to person ${userId}`);
  }

  private async publish(
    manager: EntityManager,
    name: 'favorite.added' | 'favorite.removed',
    holder: FavoriteHolder,
    shopId: number,
    actor: EventActor,
  ): Promise<void> {
    await this.outbox.publish(
      manager,
      name,
      {
        shopId,
        userId: holder.kind === 'user' ? holder.userId : null,
        guestSessionId: holder.kind === 'guest' ? holder.guestSessionId : null,
      },
      actor,
    );
  }
}
