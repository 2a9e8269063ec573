import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { LeadType } from '@app/contracts';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { BatchedRecorder } from './batched-recorder';

/** A lead as the shop page reported it: what the visitor did, who they were, when. */
export interface ShopLead {
  shopId: number;
  type: LeadType;
  userId: number | null;
  guestSessionId: number | null;
  occurredAt: Date;
}

/** Writes the leads the shop pages report in batches, like the views (BatchedRecorder), one INSERT a batch. */
@Injectable()
export class LeadRecorder extends BatchedRecorder<ShopLead> {
  constructor(@InjectDataSource() dataSource: DataSource, @Inject(CATALOG_CONFIG) config: CatalogConfig) {
    super(dataSource, {
      what: 'lead',
      flushIntervalMs: config.VIEW_FLUSH_INTERVAL_MS,
      bufferMax: config.VIEW_BUFFER_MAX,
    });
  }

  protected async write(manager: EntityManager, batch: ShopLead[]): Promise<void> {
    // A shop deleted since its lead takes the lead with it (the join drops it).
    await manager.query(
      `INSERT INTO catalog.shop_leads (shop_id, type, user_id, guest_session_id, occurred_at)
       SELECT l.shop_id, l.type, l.user_id, l.guest_session_id, l.occurred_at
       FROM unnest($1::int[], $2::text[], $3::int[], $4::int[], $5::timestamptz[])
         AS l(shop_id, type, user_id, guest_session_id, occurred_at)
       JOIN catalog.shops s ON s.id = l.shop_id`,
      [
        batch.map((lead) => lead.shopId),
        batch.map((lead) => lead.type),
        batch.map((lead) => lead.userId),
        batch.map((lead) => lead.guestSessionId),
        batch.map((lead) => lead.occurredAt.toISOString()),
      ],
    );
  }
}
