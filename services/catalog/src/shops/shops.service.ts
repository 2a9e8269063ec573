import { Injectable, Logger, UnauthorizedException } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { ClientInfo, eventActorOf, isSignedIn, RequestIdentity } from '@app/auth-context';
import { CreateShopRequest, ShopDetailResponse, ShopListQuery, ShopResponse, UpdateShopRequest } from '@app/contracts';
import { poolQuery } from '@app/database';
import { OutboxService } from '@app/messaging';
import { CoalescedReadsByKey } from '@app/service-kit';
import { galleryOnCreate, galleryOnUpdate } from '../gallery/gallery';
import { LocalService } from '../local/local.service';
import { toProductResponse } from '../products/product.mapper';
import { PRODUCT_COLUMNS, PRODUCT_FROM, ProductRow } from '../products/product.row';
import { OWNER_SUBSCRIPTION_EXPIRED } from '../search/search-sql';
import { Page, SearchService } from '../search/search.service';
import { SearchImpressionRecorder } from '../visits/search-impression-recorder';
import { searchTermOfReferrer } from '../visits/search-term';
import { ShopView, ShopViewRecorder } from '../visits/shop-view-recorder';
import { toShopDetailResponse, toShopResponse } from './shop.mapper';
import { SHOP_FROM, shopColumns, ShopRow } from './shop.row';
import { CatalogErrorCode, CatalogException } from './shops.exception';
import { productRowsOfPage, SHOP_PAGE_SQL, ShopPageRow } from './shop-page.sql';
import { shopSnapshot } from './shop-snapshot';
import { nextShopVersion } from './shop-version';

/** Splits "First Last Name" as the identity header carries it into the first name and the rest. */
export function splitName(name: string | undefined): { firstName: string | null; lastName: string | null } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: null, lastName: null };
  return { firstName: parts[0].slice(0, 100), lastName: parts.slice(1).join(' ').slice(0, 100) || null };
}

/** Shops: the public list, creation, the detail page (with its counted visit) and the owner's own shops. */
@Injectable()
export class ShopsService {
  private readonly logger = new Logger(ShopsService.name);
  /**
   * Concurrent reads of one shop's page share one statement (a popular shop's page is the most requested read, T1),
   * each caller still getting a read that began after it asked, so no caller sees a page older than its request.
   */
  private readonly shopPages = new CoalescedReadsByKey<ShopPageRow | undefined>();

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly search: SearchService,
    private readonly local: LocalService,
    private readonly views: ShopViewRecorder,
    private readonly impressions: SearchImpressionRecorder,
  ) {}

  async list(query: ShopListQuery, identity: RequestIdentity): Promise<Page<ShopResponse>> {
    const visibility = query.approved === 'false' && identity.isAdmin ? 'unapproved' : 'public';
    const local = this.local.filters(query);
    const page = await this.search.shops(
      { search: query.search, location: query.location, category: query.category, visibility, local },
      query,
    );
    if (visibility === 'public')
      this.impressions.recordSearch(
        query.search,
        query.offset,
        page.items.map((row) => row.id),
      );
    const view = { showContact: isSignedIn(identity), at: this.local.now() };
    return { items: page.items.map((row) => toShopResponse(row, view)), total: page.total };
  }

  async create(identity: RequestIdentity, input: CreateShopRequest, client: ClientInfo): Promise<ShopResponse> {
    const ownerId = this.requireUser(identity);
    const pin = this.local.pinOf(input);
    const gallery = galleryOnCreate(input);
    const row = await this.dataSource.transaction(async (manager) => {
      if (input.categoryId !== null && input.categoryId !== undefined) {
        const found: unknown[] = await manager.query('SELECT 1 FROM catalog.categories WHERE id = $1', [
          input.categoryId,
        ]);
        if (found.length === 0) throw new CatalogException(CatalogErrorCode.CategoryNotFound);
      }
      const inserted: Array<{ id: number }> = await manager.query(
        `INSERT INTO catalog.shops (owner_id, name, description, location, address, phone, email, website, category_id,
           image_url, latitude, longitude, opening_hours, images)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) RETURNING id`,
        [
          ownerId,
          input.name,
          input.description,
          input.location,
          input.address,
          input.phone,
          input.email,
          input.website,
          input.categoryId ?? null,
          gallery.cover,
          pin?.latitude ?? null,
          pin?.longitude ?? null,
          JSON.stringify(input.openingHours ?? []),
          gallery.images,
        ],
      );
      const { firstName, lastName } = splitName(identity.name);
      await manager.query(
        `INSERT INTO catalog.owner_status (owner_id, first_name, last_name, email) VALUES ($1, $2, $3, $4)
         ON CONFLICT (owner_id) DO UPDATE SET
           first_name = COALESCE(catalog.owner_status.first_name, EXCLUDED.first_name),
           last_name = COALESCE(catalog.owner_status.last_name, EXCLUDED.last_name),
           email = COALESCE(catalog.owner_status.email, EXCLUDED.email)`,
        [ownerId, firstName, lastName, identity.email?.slice(0, 200) ?? null],
      );
      const created = await this.shopRow(manager, inserted[0].id, true);
      const snapshot = { ...shopSnapshot(created!), version: await nextShopVersion(manager, created!.id) };
      await this.outbox.publish(manager, 'shop.created', snapshot, eventActorOf(identity, client));
      return created!;
    });
    this.logger.log(`Shop ${row.id} created by owner ${ownerId} (pending review)${pin ? '' : ', without a pin'}`);
    return toShopResponse(row, { showContact: true, at: this.local.now() });
  }

  /**
   * PATCH /api/shops/{id} (issues 14 and 15): the owner (or an admin) changes any of the form's fields; those left
   * out stay, latitude and longitude null together remove the pin. An approved shop stays approved; a rejected one
   * goes back to pending review with its reason cleared (resubmitted). Publishes shop.updated with the shop's next
   * version, so the other services' copies of its name and status follow in order.
   */
  async update(
    id: number,
    identity: RequestIdentity,
    input: UpdateShopRequest,
    client: ClientInfo,
  ): Promise<ShopResponse> {
    const row = await this.dataSource.transaction(async (manager) => {
      const found: Array<{ owner_id: number; status: string; images: string[] }> = await manager.query(
        'SELECT owner_id, status, images FROM catalog.shops WHERE id = $1 FOR UPDATE',
        [id],
      );
      if (!found[0]) throw new CatalogException(CatalogErrorCode.ShopNotFound);
      if (found[0].owner_id !== identity.userId && !identity.isAdmin) {
        throw new CatalogException(CatalogErrorCode.NotShopOwnerToEdit);
      }
      if (input.categoryId !== null && input.categoryId !== undefined) {
        const category: unknown[] = await manager.query('SELECT 1 FROM catalog.categories WHERE id = $1', [
          input.categoryId,
        ]);
        if (category.length === 0) throw new CatalogException(CatalogErrorCode.CategoryNotFound);
      }
      const movePin = input.latitude !== undefined || input.longitude !== undefined;
      const gallery = galleryOnUpdate(input, found[0].images);
      const given = (value: unknown) => value !== undefined;
      await manager.query(
        `UPDATE catalog.shops SET
           latitude = CASE WHEN $2 THEN $3::float8 ELSE latitude END,
           longitude = CASE WHEN $2 THEN $4::float8 ELSE longitude END,
           opening_hours = COALESCE($5::jsonb, opening_hours),
           name = COALESCE($6, name),
           location = COALESCE($7, location),
           description = CASE WHEN $8 THEN $9 ELSE description END,
           address = CASE WHEN $10 THEN $11 ELSE address END,
           phone = CASE WHEN $12 THEN $13 ELSE phone END,
           email = CASE WHEN $14 THEN $15 ELSE email END,
           website = CASE WHEN $16 THEN $17 ELSE website END,
           category_id = CASE WHEN $18 THEN $19::int ELSE category_id END,
           image_url = CASE WHEN $20 THEN $21 ELSE image_url END,
           images = CASE WHEN $20 THEN $22::text[] ELSE images END,
           status = CASE WHEN status = 'rejected' THEN 'pending' ELSE status END,
           rejection_reason = CASE WHEN status = 'rejected' THEN NULL ELSE rejection_reason END,
           updated_at = now()
         WHERE id = $1`,
        [
          id,
          movePin,
          input.latitude ?? null,
          input.longitude ?? null,
          input.openingHours ? JSON.stringify(input.openingHours) : null,
          input.name ?? null,
          input.location ?? null,
          given(input.description),
          input.description ?? null,
          given(input.address),
          input.address ?? null,
          given(input.phone),
          input.phone ?? null,
          given(input.email),
          input.email ?? null,
          given(input.website),
          input.website ?? null,
          given(input.categoryId),
          input.categoryId ?? null,
          gallery !== null,
          gallery?.cover ?? null,
          gallery?.images ?? [],
        ],
      );
      const updated = (await this.shopRow(manager, id, true))!;
      const snapshot = { ...shopSnapshot(updated), version: await nextShopVersion(manager, id) };
      await this.outbox.publish(manager, 'shop.updated', snapshot, eventActorOf(identity, client));
      return updated;
    });
    this.logger.log(`Shop ${id} edited by ${identity.userId} (now ${row.status})`);
    return toShopResponse(row, { showContact: true, forOwner: true, at: this.local.now() });
  }

  /**
   * The shop page, a read (issue 20): unapproved shops (and those of banned owners or of owners whose subscription
   * expired) only for their owner and admins, else 404. A visit by anyone but the owner is handed to the view recorder, which writes it within a second;
   * the page shows the count written so far, so its ETag holds between writes.
   */
  async detail(id: number, identity: RequestIdentity, client: ClientInfo): Promise<ShopDetailResponse> {
    const row = await this.shopPageRow(id);
    if (!row) throw new CatalogException(CatalogErrorCode.ShopNotFound);
    const privileged = identity.isAdmin || row.owner_id === identity.userId;
    const isPublic = row.is_approved && row.is_active && !row.owner_hides;
    if (!isPublic && !privileged) throw new CatalogException(CatalogErrorCode.ShopNotFound);
    const products = productRowsOfPage(row, !privileged);
    if (isPublic && row.owner_id !== identity.userId) this.views.record(this.viewOf(row, identity, client));
    return toShopDetailResponse(row, products.map(toProductResponse), {
      showContact: isSignedIn(identity),
      at: this.local.now(),
    });
  }

  /**
   * A public shop's page as a visitor without a session sees it (no contact details, active products), without
   * recording a view: the gateway renders the page's first screen with it, and the browser's own read of the page
   * counts the view. Not found unless the shop is public.
   */
  async visitorView(id: number): Promise<ShopDetailResponse> {
    const row = await this.shopPageRow(id);
    if (!row || !(row.is_approved && row.is_active && !row.owner_hides)) {
      throw new CatalogException(CatalogErrorCode.ShopNotFound);
    }
    const products = productRowsOfPage(row, true);
    return toShopDetailResponse(row, products.map(toProductResponse), { showContact: false, at: this.local.now() });
  }

  async productsOf(id: number, identity: RequestIdentity) {
    const row = await this.shopPageRow(id);
    if (!row) throw new CatalogException(CatalogErrorCode.ShopNotFound);
    const privileged = identity.isAdmin || row.owner_id === identity.userId;
    if (!(row.is_approved && row.is_active && !row.owner_hides) && !privileged) {
      throw new CatalogException(CatalogErrorCode.ShopNotFound);
    }
    const products = productRowsOfPage(row, !privileged);
    return products.map(toProductResponse);
  }

  /** GET /api/my-shops: every shop of the caller with all its products, newest first (two queries, no N+1). */
  async myShops(identity: RequestIdentity): Promise<ShopDetailResponse[]> {
    const ownerId = this.requireUser(identity);
    const shops: ShopRow[] = await this.dataSource.query(
      `SELECT ${shopColumns(true)}, ${OWNER_SUBSCRIPTION_EXPIRED} AS subscription_expired
       FROM ${SHOP_FROM} WHERE s.owner_id = $1 ORDER BY s.created_at DESC, s.id DESC`,
      [ownerId],
    );
    if (shops.length === 0) return [];
    const products: ProductRow[] = await this.dataSource.query(
      `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM} WHERE p.shop_id = ANY($1::int[]) ORDER BY p.created_at DESC, p.id DESC`,
      [shops.map((shop) => shop.id)],
    );
    const at = this.local.now();
    return shops.map((shop) =>
      toShopDetailResponse(shop, products.filter((product) => product.shop_id === shop.id).map(toProductResponse), {
        showContact: true,
        forOwner: true,
        at,
      }),
    );
  }

  async shopRow(manager: EntityManager, id: number, countInactive = false): Promise<ShopRow | undefined> {
    const rows: ShopRow[] = await manager.query(
      `SELECT ${shopColumns(countInactive)} FROM ${SHOP_FROM} WHERE s.id = $1`,
      [id],
    );
    return rows[0];
  }

  /**
   * The shop page's read (detail, visitorView, productsOf), one statement straight to the pool: no transaction, no
   * QueryRunner, prepared once per connection (planning was most of Postgres's work per page), shared by the
   * concurrent callers of the same shop (shopPages). The row is shared too, so nothing may change it.
   */
  private shopPageRow(id: number): Promise<ShopPageRow | undefined> {
    return this.shopPages.read(String(id), async () => {
      const rows = await poolQuery<ShopPageRow>(this.dataSource, SHOP_PAGE_SQL, [id]);
      return rows[0];
    });
  }

  private viewOf(row: ShopRow, identity: RequestIdentity, client: ClientInfo): ShopView {
    const userId = identity.userId;
    return {
      shopId: row.id,
      shopName: row.name,
      shopLocation: row.location,
      userId,
      guestSessionId: userId === null ? identity.guestSessionId : null,
      ip: client.ip,
      userAgent: client.userAgent,
      referrer: client.referrer,
      searchTerm: searchTermOfReferrer(client.referrer),
      visitedAt: new Date(),
    };
  }

  private requireUser(identity: RequestIdentity): number {
    if (identity.userId === null) throw new UnauthorizedException('Unauthorized');
    return identity.userId;
  }
}
