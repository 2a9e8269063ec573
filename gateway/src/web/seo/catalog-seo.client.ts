import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import {
  ShopDetailResponse,
  shopDetailResponseSchema,
  ShopPageSummary,
  shopPageSummaryOf,
  shopPageSummarySchema,
  SitemapShopsResponse,
  sitemapShopsResponseSchema,
} from '@app/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../../gateway.config';
import { UpstreamRegistry } from '../../proxy/upstream-registry';
import { internalGet } from './internal-get';
import { TtlCache } from './ttl-cache';

/** A page must not wait longer than this for its meta; past it the app's generic page is served. */
export const SHOP_SUMMARY_TIMEOUT_MS = 250;
const SHOP_SUMMARY_TTL_MS = 60_000;
/** A missing shop is remembered for less time, so a newly approved one shows up soon. */
const MISSING_SHOP_TTL_MS = 10_000;
/**
 * A failed read of a shop's page is remembered just long enough for the same page's meta not to wait for catalog a
 * second time (the page would wait 250 ms twice); the next page asks again.
 */
const FAILED_PAGE_READ_TTL_MS = 1_000;
const SITEMAP_TIMEOUT_MS = 10_000;
/**
 * How long the cover of a list's first shop is remembered: a list's first place changes with approvals and ratings,
 * and a stale cover costs the page one preloaded picture it does not show, not a wrong page.
 */
const LIST_COVER_TTL_MS = 10_000;

/** As much of a shop list's answer as the page's preload needs: each shop's cover. */
const shopCoversSchema = z.array(z.object({ imageUrl: z.string().nullable() }));

/** What catalog says of a public shop page: its summary, 'missing' (unknown or not public) or 'unknown' (catalog failed). */
export type ShopLookup = ShopPageSummary | 'missing' | 'unknown';

/** Catalog's internal SEO reads, with the shop summaries cached per gateway process for a minute. */
@Injectable()
export class CatalogSeoClient {
  private readonly logger = new Logger(CatalogSeoClient.name);
  private readonly shops = new TtlCache<number, ShopLookup>(5_000);
  /** The first shop's cover by list read (null: that shop has none, or catalog failed). */
  private readonly listCovers = new TtlCache<string, string | null>(16);

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly upstreams: UpstreamRegistry,
  ) {}

  async shop(id: number): Promise<ShopLookup> {
    const cached = this.shops.get(id);
    if (cached !== undefined) return cached;
    try {
      const answer = await internalGet(
        this.upstreams.get('catalog'),
        `/internal/seo/shops/${id}`,
        shopPageSummarySchema,
        this.config.INTERNAL_SECRET,
        SHOP_SUMMARY_TIMEOUT_MS,
      );
      if (answer.ok) {
        this.shops.set(id, answer.body, SHOP_SUMMARY_TTL_MS);
        return answer.body;
      }
      if (answer.status === 404) {
        this.shops.set(id, 'missing', MISSING_SHOP_TTL_MS);
        return 'missing';
      }
      this.logger.warn(`catalog answered ${answer.status} for the summary of shop ${id}`);
      return 'unknown';
    } catch (error) {
      this.logger.warn(`no summary of shop ${id}: ${(error as Error).message}`);
      return 'unknown';
    }
  }

  /**
   * The shop page as a visitor sees it (catalog counts no view for it), for the page's server-rendered first screen;
   * null when the shop is not public or catalog failed or was slower than a page may wait. What it says of the shop
   * (its summary, or that it is missing) is remembered as `shop` would remember it, so the page's meta needs no
   * read of its own.
   */
  async shopPage(id: number): Promise<ShopDetailResponse | null> {
    try {
      const answer = await internalGet(
        this.upstreams.get('catalog'),
        `/internal/seo/shops/${id}/page`,
        shopDetailResponseSchema,
        this.config.INTERNAL_SECRET,
        SHOP_SUMMARY_TIMEOUT_MS,
      );
      if (answer.ok) {
        this.shops.set(id, shopPageSummaryOf(answer.body), SHOP_SUMMARY_TTL_MS);
        return answer.body;
      }
      if (answer.status === 404) {
        this.shops.set(id, 'missing', MISSING_SHOP_TTL_MS);
      } else {
        this.logger.warn(`catalog answered ${answer.status} for the page of shop ${id}`);
        this.shops.set(id, 'unknown', FAILED_PAGE_READ_TTL_MS);
      }
      return null;
    } catch (error) {
      this.logger.warn(`no page of shop ${id}: ${(error as Error).message}`);
      this.shops.set(id, 'unknown', FAILED_PAGE_READ_TTL_MS);
      return null;
    }
  }

  /**
   * The cover of the first shop a public list read answers (the list's first page, asked as the app asks it), for
   * the page's picture preload; null when that shop has none, or catalog failed or was slower than a page may wait
   * (remembered briefly, so the next pages do not wait again).
   */
  async firstListedCover(listPath: string): Promise<string | null> {
    const cached = this.listCovers.get(listPath);
    if (cached !== undefined) return cached;
    try {
      const answer = await internalGet(
        this.upstreams.get('catalog'),
        listPath,
        shopCoversSchema,
        this.config.INTERNAL_SECRET,
        SHOP_SUMMARY_TIMEOUT_MS,
      );
      if (!answer.ok) this.logger.warn(`catalog answered ${answer.status} for ${listPath}`);
      const cover = answer.ok ? (answer.body[0]?.imageUrl ?? null) : null;
      this.listCovers.set(listPath, cover, answer.ok ? LIST_COVER_TTL_MS : FAILED_PAGE_READ_TTL_MS);
      return cover;
    } catch (error) {
      this.logger.warn(`no first cover of ${listPath}: ${(error as Error).message}`);
      this.listCovers.set(listPath, null, FAILED_PAGE_READ_TTL_MS);
      return null;
    }
  }

  /** One page of approved shops in id order; rejects when catalog fails (the sitemap then answers 503). */
  async sitemapShops(offset: number, limit: number): Promise<SitemapShopsResponse> {
    const answer = await internalGet(
      this.upstreams.get('catalog'),
      `/internal/seo/shops?offset=${offset}&limit=${limit}`,
      sitemapShopsResponseSchema,
      this.config.INTERNAL_SECRET,
      SITEMAP_TIMEOUT_MS,
    );
    if (!answer.ok) throw new Error(`catalog answered ${answer.status} for the sitemap shops`);
    return answer.body;
  }
}
