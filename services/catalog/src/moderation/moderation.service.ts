import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { adminActorOf, ClientInfo, RequestIdentity } from '@app/auth-context';
import { AdminShopsQuery, AdminShopsResponse, MessageResponse } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { CatalogErrorCode, CatalogException } from '../shops/shops.exception';
import { nextShopVersion } from '../shops/shop-version';
import {
  ADMIN_SHOP_COLUMNS,
  ADMIN_SHOP_FROM,
  AdminShopResponseRow,
  AdminShopRow,
  toAdminShopRow,
} from './admin-shop.row';
import { planAdminShops } from './admin-shops-query';

export const DEFAULT_REJECTION_REASON = 'No reason provided';

export type ModerationResponse = MessageResponse & { shop: AdminShopResponseRow };

/** The admin's shop queue and lists, and approve, reject and remove, each published with the admin as actor. */
@Injectable()
export class ModerationService {
  private readonly logger = new Logger(ModerationService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
  ) {}

  async pending(): Promise<AdminShopResponseRow[]> {
    const rows: AdminShopRow[] = await this.dataSource.query(
      `SELECT ${ADMIN_SHOP_COLUMNS} FROM ${ADMIN_SHOP_FROM} WHERE s.status = 'pending'
       ORDER BY s.created_at ASC, s.id ASC LIMIT 500`,
    );
    return rows.map((row) => this.toRow(row));
  }

  async all(query: AdminShopsQuery): Promise<AdminShopsResponse> {
    const plan = planAdminShops(query);
    const values = plan.params.values;
    const [rows, counts] = await Promise.all([
      this.dataSource.query(
        `SELECT ${ADMIN_SHOP_COLUMNS} FROM ${ADMIN_SHOP_FROM} WHERE ${plan.where} ORDER BY ${plan.orderBy}
         LIMIT $${values.length + 1} OFFSET $${values.length + 2}`,
        [...values, query.limit, (query.page - 1) * query.limit],
      ) as Promise<AdminShopRow[]>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM ${ADMIN_SHOP_FROM} WHERE ${plan.where}`,
        values,
      ) as Promise<Array<{ total: number }>>,
    ]);
    const totalCount = counts[0]?.total ?? 0;
    return { shops: rows.map((row) => this.toRow(row)), totalCount, totalPages: Math.ceil(totalCount / query.limit) };
  }

  /** Approves a shop; refused (409) while the owner has no active subscription, when that rule is on. */
  async approve(id: number, admin: RequestIdentity, client: ClientInfo): Promise<ModerationResponse> {
    const shop = await this.dataSource.transaction(async (manager) => {
      const row = await this.lockedRow(manager, id);
      if (this.config.REQUIRE_SUBSCRIPTION_FOR_APPROVAL && !row.owner_subscription_active) {
        throw new CatalogException(CatalogErrorCode.SubscriptionRequired);
      }
      if (row.status === 'approved' && row.is_approved) return row;
      await manager.query(
        `UPDATE catalog.shops SET status = 'approved', is_approved = true, rejection_reason = NULL, updated_at = now()
         WHERE id = $1`,
        [id],
      );
      await this.outbox.publish(
        manager,
        'shop.approved',
        { shopId: row.id, ownerId: row.owner_id, name: row.name, version: await nextShopVersion(manager, row.id) },
        adminActorOf(admin, client),
      );
      return { ...row, status: 'approved' as const, is_approved: true };
    });
    this.logger.log(`Shop ${id} approved by admin ${admin.userId}`);
    return { message: 'Shop approved successfully.', shop: this.toRow(shop) };
  }

  async reject(
    id: number,
    reason: string | undefined,
    admin: RequestIdentity,
    client: ClientInfo,
  ): Promise<ModerationResponse> {
    const why = reason?.trim() || DEFAULT_REJECTION_REASON;
    const shop = await this.dataSource.transaction(async (manager) => {
      const row = await this.lockedRow(manager, id);
      await manager.query(
        `UPDATE catalog.shops SET status = 'rejected', is_approved = false, rejection_reason = $2, updated_at = now()
         WHERE id = $1`,
        [id, why],
      );
      await this.outbox.publish(
        manager,
        'shop.rejected',
        {
          shopId: row.id,
          ownerId: row.owner_id,
          name: row.name,
          reason: why,
          version: await nextShopVersion(manager, row.id),
        },
        adminActorOf(admin, client, why),
      );
      return { ...row, status: 'rejected' as const, is_approved: false };
    });
    this.logger.log(`Shop ${id} rejected by admin ${admin.userId}`);
    return { message: 'Shop rejected successfully.', shop: this.toRow(shop) };
  }

  /** Deletes the shop with its products and visits (foreign keys cascade) and publishes shop.removed. */
  async remove(id: number, admin: RequestIdentity, client: ClientInfo): Promise<MessageResponse> {
    await this.dataSource.transaction(async (manager) => {
      const row = await this.lockedRow(manager, id);
      const version = await nextShopVersion(manager, id);
      await manager.query('DELETE FROM catalog.shops WHERE id = $1', [id]);
      await this.outbox.publish(
        manager,
        'shop.removed',
        { shopId: row.id, ownerId: row.owner_id, name: row.name, version },
        adminActorOf(admin, client),
      );
    });
    this.logger.log(`Shop ${id} removed by admin ${admin.userId}`);
    return { message: 'Shop removed successfully.' };
  }

  private toRow(row: AdminShopRow): AdminShopResponseRow {
    return toAdminShopRow(row, this.config.REQUIRE_SUBSCRIPTION_FOR_APPROVAL);
  }

  private async lockedRow(manager: EntityManager, id: number): Promise<AdminShopRow> {
    const locked: unknown[] = await manager.query('SELECT id FROM catalog.shops WHERE id = $1 FOR UPDATE', [id]);
    if (locked.length === 0) throw new CatalogException(CatalogErrorCode.ShopNotFound);
    const rows: AdminShopRow[] = await manager.query(
      `SELECT ${ADMIN_SHOP_COLUMNS} FROM ${ADMIN_SHOP_FROM} WHERE s.id = $1`,
      [id],
    );
    return rows[0];
  }
}
