import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnModuleDestroy } from '@nestjs/common';
import type { ShopReviewsFirstPage } from '@app/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../../gateway.config';
import { CatalogSeoClient } from './catalog-seo.client';
import { PRERENDERED_FOLDER } from './prerendered-screens';
import { ReviewsSeoClient } from './reviews-seo.client';
import { ShopRenderWorker } from './shop-render-worker';
import { TtlCache } from './ttl-cache';

/** Where the web build bundles the shop screen's renderer (web/scripts/prerender-landing.mjs). */
export const SHOP_RENDERER_PATH = join(PRERENDERED_FOLDER, 'shop-renderer', 'render-shop.cjs');

/** A shop's rendered first screen, and the reviews it shows (the page's structured data lists them too). */
export interface ShopScreen {
  html: string;
  reviews: ShopReviewsFirstPage | null;
}

/** As long as the page's meta is cached (catalog-seo.client.ts): a shop's edits show in its first screen within it. */
const SCREEN_TTL_MS = 60_000;
/**
 * A screen is 35-95 KB for a shop of up to a few dozen products and a page of reviews: this keeps the cache under
 * 50 MB.
 */
const MAX_SCREENS = 500;
/** A worker that failed is started again after this, not on every page (a bundle that cannot load fails each time). */
const WORKER_RESTART_AFTER_MS = 30_000;

/**
 * A public shop page's first screen with the shop in it (its name, cover, rating, hours, products and its newest
 * reviews: what the page shows once its answers are in), rendered by the web app's own components from catalog's
 * visitor view and the reviews' first page, in a worker thread (a render takes milliseconds of CPU that would
 * otherwise stall every other request of the process), and kept for a minute per shop. Null (the page then gets the
 * build's generic first screen, a skeleton) when the build has no renderer, catalog fails, or the render fails or
 * is slow: a page never fails for its first screen. Without the reviews (reviews down or slow) the screen shows the
 * shop with its reviews loading, as the app does.
 */
@Injectable()
export class ShopScreenRenderer implements OnApplicationBootstrap, OnModuleDestroy {
  private readonly logger = new Logger(ShopScreenRenderer.name);
  private readonly screens = new TtlCache<string, ShopScreen>(MAX_SCREENS);
  /** Renders under way, so that a burst of requests for one shop reads and renders it once. */
  private readonly rendering = new Map<string, Promise<ShopScreen | null>>();
  /** The worker of the build whose bundle has this modification time, and when it failed, if it did. */
  private renderer: { mtimeMs: number; worker: ShopRenderWorker; failedAt: number | null } | null = null;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly catalog: CatalogSeoClient,
    private readonly reviews: ReviewsSeoClient,
  ) {}

  /** `pathId` is the id as the page's path spells it (the app keys the shop's answer by it). */
  async screen(id: number, pathId: string): Promise<ShopScreen | null> {
    // Checked on every page, as the page's template is: a new build's screens replace the old build's at once.
    const worker = await this.currentWorker();
    if (!worker) return null;
    const cached = this.screens.get(pathId);
    if (cached !== undefined) return cached;
    let pending = this.rendering.get(pathId);
    if (!pending) {
      pending = this.render(worker, id, pathId).finally(() => this.rendering.delete(pathId));
      this.rendering.set(pathId, pending);
    }
    return pending;
  }

  /** Starts the worker with the gateway, so that the first shop page does not wait for it to load the bundle. */
  async onApplicationBootstrap(): Promise<void> {
    await this.currentWorker();
  }

  async onModuleDestroy(): Promise<void> {
    await this.renderer?.worker.close();
    this.renderer = null;
  }

  private async render(worker: ShopRenderWorker, id: number, pathId: string): Promise<ShopScreen | null> {
    const [shop, reviews] = await Promise.all([this.catalog.shopPage(id), this.reviews.firstPage(id)]);
    if (!shop) return null;
    try {
      const screen = { html: await worker.render(pathId, shop, reviews), reviews };
      this.screens.set(pathId, screen, SCREEN_TTL_MS);
      return screen;
    } catch (error) {
      this.logger.warn(`could not render the first screen of shop ${id}: ${(error as Error).message}`);
      return null;
    }
  }

  /**
   * The worker running the build's renderer, started again when a new build replaced the bundle (the old one's
   * screens dropped) or a while after it failed; null when the build has none or its worker failed a moment ago.
   */
  private async currentWorker(): Promise<ShopRenderWorker | null> {
    const path = join(this.config.WEB_DIST_DIR, SHOP_RENDERER_PATH);
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      return null;
    }
    const current = this.renderer;
    if (current?.mtimeMs === mtimeMs) {
      if (!current.worker.failed) return current.worker;
      current.failedAt ??= Date.now();
      if (Date.now() - current.failedAt < WORKER_RESTART_AFTER_MS) return null;
    } else {
      this.screens.clear();
    }
    void current?.worker.close();
    this.renderer = { mtimeMs, worker: new ShopRenderWorker(path), failedAt: null };
    return this.renderer.worker;
  }
}
