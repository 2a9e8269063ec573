import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { isSignedIn, RequestIdentity } from '@app/auth-context';
import { LeadType } from '@app/contracts';
import { CatalogErrorCode, CatalogException } from '../shops/shops.exception';
import { LeadRecorder } from '../visits/lead-recorder';

/**
 * POST /api/shops/{id}/leads: what a visitor did on a listed shop's page. Only the shop's existence is read on the
 * request path; the lead itself is written with the others of the last interval (LeadRecorder). Like views, the
 * owner's own taps count nothing, and a contact reveal counts only for a signed-in person (only they see the block).
 */
@Injectable()
export class LeadsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly leads: LeadRecorder,
  ) {}

  async record(shopId: number, type: LeadType, identity: RequestIdentity): Promise<void> {
    const rows: Array<{ owner_id: number }> = await this.dataSource.query(
      `SELECT s.owner_id FROM catalog.shops s
       WHERE s.id = $1 AND s.is_approved AND s.is_active
         AND NOT EXISTS (SELECT 1 FROM catalog.owner_status os WHERE os.owner_id = s.owner_id AND os.banned)`,
      [shopId],
    );
    if (rows.length === 0) throw new CatalogException(CatalogErrorCode.ShopNotFound);
    if (rows[0].owner_id === identity.userId) return;
    if (type === 'contact_reveal' && !isSignedIn(identity)) return;
    this.leads.record({
      shopId,
      type,
      userId: identity.userId,
      guestSessionId: identity.userId === null ? identity.guestSessionId : null,
      occurredAt: new Date(),
    });
  }
}
