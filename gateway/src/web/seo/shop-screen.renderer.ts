import { readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import { runInThisContext } from 'node:vm';
import { Inject, Injectable, Logger } from '@nestjs/common';
import type { ShopDetailResponse, ShopReviewsFirstPage } from '@app/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../../gateway.config';
import { CatalogSeoClient } from './catalog-seo.client';
import { PRERENDERED_FOLDER } from './prerendered-screens';
import { ReviewsSeoClient } from './reviews-seo.client';
import { TtlCache } from './ttl-cache';

/** Where the web build bundles the shop screen's renderer (web/scripts/prerender-landing.mjs). */
export const SHOP_RENDERER_PATH = join(PRERENDERED_FOLDER, 'shop-renderer', 'render-shop.cjs');

/** What the bundle exports (web/src/prerender/render-shop.tsx). */
export interface ShopRendererModule {
  renderShopScreen(shopId: string, shop: ShopDetailResponse, reviews: ShopReviewsFirstPage | null): Promise<string>;
}

/** As long as the page's meta is cached (catalog-seo.client.ts): a shop's edits show in its first screen within it. */
const SCREEN_TTL_MS = 60_000;
/**
 * A screen is 35-95 KB for a shop of up to a few dozen products and a page of reviews: this keeps the cache under
 * 50 MB.
 */
const MAX_SCREENS = 500;

/**
 * Evaluates a CommonJS file as Node's loader does, but afresh each time and outside the module cache, so a new
 * build's renderer replaces the old one (which is then collected). The bundle requires only Node's own modules.
 */
export async function loadCommonJsAfresh(path: string): Promise<unknown> {
  const source = await readFile(path, 'utf8');
  const wrapped = runInThisContext(`(function (exports, require, module, __filename, __dirname) {${source}\n})`, {
    filename: path,
  }) as (exports: object, require: NodeJS.Require, module: object, filename: string, dirname: string) => void;
  const module = { exports: {} as unknown };
  wrapped(module.exports as object, createRequire(path), module, path, dirname(path));
  return module.exports;
}

/**
 * A public shop page's first screen with the shop in it (its name, cover, rating, hours, products and its newest
 * reviews: what the page shows once its answers are in), rendered by the web app's own components from catalog's
 * visitor view and the reviews' first page, and kept for a minute per shop. Null (the page then gets the build's
 * generic first screen, a skeleton) when the build has no renderer, catalog fails, or the render throws: a page
 * never waits on or fails for its first screen. Without the reviews (reviews down or slow) the screen shows the shop
 * with its reviews loading, as the app does.
 */
@Injectable()
export class ShopScreenRenderer {
  private readonly logger = new Logger(ShopScreenRenderer.name);
  private readonly screens = new TtlCache<string, string>(MAX_SCREENS);
  /** Renders under way, so that a burst of requests for one shop reads and renders it once. */
  private readonly rendering = new Map<string, Promise<string | null>>();
  private renderer: { mtimeMs: number; module: ShopRendererModule | null } | null = null;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly catalog: CatalogSeoClient,
    private readonly reviews: ReviewsSeoClient,
  ) {}

  /** `pathId` is the id as the page's path spells it (the app keys the shop's answer by it). */
  async screen(id: number, pathId: string): Promise<string | null> {
    // Checked on every page, as the page's template is: a new build's screens replace the old build's at once.
    const renderer = await this.loadRenderer();
    if (!renderer) return null;
    const cached = this.screens.get(pathId);
    if (cached !== undefined) return cached;
    let pending = this.rendering.get(pathId);
    if (!pending) {
      pending = this.render(renderer, id, pathId).finally(() => this.rendering.delete(pathId));
      this.rendering.set(pathId, pending);
    }
    return pending;
  }

  private async render(renderer: ShopRendererModule, id: number, pathId: string): Promise<string | null> {
    const [shop, reviews] = await Promise.all([this.catalog.shopPage(id), this.reviews.firstPage(id)]);
    if (!shop) return null;
    try {
      const html = await renderer.renderShopScreen(pathId, shop, reviews);
      this.screens.set(pathId, html, SCREEN_TTL_MS);
      return html;
    } catch (error) {
      this.logger.warn(`could not render the first screen of shop ${id}: ${(error as Error).message}`);
      return null;
    }
  }

  /** The build's renderer, loaded again when a new build replaced it; null when the build has none or it fails to load. */
  private async loadRenderer(): Promise<ShopRendererModule | null> {
    const path = join(this.config.WEB_DIST_DIR, SHOP_RENDERER_PATH);
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      return null;
    }
    if (this.renderer?.mtimeMs !== mtimeMs) {
      this.screens.clear();
      try {
        this.renderer = { mtimeMs, module: (await loadCommonJsAfresh(path)) as ShopRendererModule };
      } catch (error) {
        this.logger.warn(`could not load the shop screen renderer: ${(error as Error).message}`);
        this.renderer = { mtimeMs, module: null };
      }
    }
    return this.renderer.module;
  }
}
