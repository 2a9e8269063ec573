import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import {
  AppRouteName,
  CARD_IMAGE_SIZES,
  matchAppRoute,
  MAX_ROW_ID,
  SHOP_COVER_IMAGE_SIZES,
  ShopPageSummary,
} from '@app/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../../gateway.config';
import { NO_CACHE } from '../static-cache';
import { CatalogSeoClient } from './catalog-seo.client';
import { listingMeta, notFoundMeta, PageMeta, shopMeta } from './page-meta';
import {
  BuildManifest,
  LANDING_ROUTE_MODULES,
  LISTING_FIRST_READS,
  shopPageFirstReads,
  PagePreloads,
  routeChunkUrls,
} from './page-preloads';
import { sessionCookiesOf } from '../../session/session-cookies';
import { queryChangesFirstRender, readPrerenderedScreens, servesPrerenderedScreen } from './prerendered-screens';
import { publicOriginOf } from './public-origin';
import { renderPage } from './render-page';
import { ShopScreen, ShopScreenRenderer } from './shop-screen.renderer';
import { shopReviewsStructuredData } from './shop-structured-data';

/** The page is a few KB: Brotli at a fast quality costs well under a millisecond. */
const ENCODERS = {
  br: (html: Buffer) => brotliCompressSync(html, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (html: Buffer) => gzipSync(html),
} as const;

function pageEncoding(acceptEncoding: string): keyof typeof ENCODERS | null {
  if (/\bbr\b/.test(acceptEncoding)) return 'br';
  if (/\bgzip\b/.test(acceptEncoding)) return 'gzip';
  return null;
}

/**
 * The page's meta with the reviews its first screen shows added to the shop's structured data (crawlers come without
 * a session, so they get both; signed-in people's pages carry the rating alone).
 */
function withScreenReviews(meta: PageMeta, screen: ShopScreen | null): PageMeta {
  const reviews = screen?.reviews ? shopReviewsStructuredData(screen.reviews.items) : [];
  if (!meta.structuredData || reviews.length === 0) return meta;
  return { ...meta, structuredData: { ...meta.structuredData, review: reviews } };
}

/** The shop id a page's path names, or null when it cannot name one (a 404 without asking catalog). */
function shopIdOf(pathId: string): number | null {
  const id = Number(pathId);
  return /^\d+$/.test(pathId) && id >= 1 && id <= MAX_ROW_ID ? id : null;
}

/** Thrown when the web build has no index.html. */
export class WebAppNotBuiltError extends Error {}

/** A page's meta, the shop it shows if any, and the picture its first screen shows largest. */
interface PageContent {
  meta: PageMeta;
  route: AppRouteName | null;
  shop: ShopPageSummary | null;
  /**
   * The API reads the page's first render waits for, as the app asks for them (the shop's own and its first reviews,
   * the list's first page).
   */
  firstReads: readonly string[];
  /** The shop page's cover, or the cover of a list's first shop, with the `sizes` the app renders it with. */
  cover: NonNullable<PagePreloads['image']> | null;
}

/**
 * Serves the app's page for a path with that page's meta in the HTML: the right title, description, canonical URL,
 * link-preview tags and, on a shop page, schema.org data; HTTP 404 for a path no route has and for a shop that is
 * unknown or not public (the app still renders its not-found page).
 */
@Injectable()
export class AppPageSender {
  /** index.html and the first screens the same build prerendered, read again when index.html changes. */
  private template: { html: string; mtimeMs: number; screens: Map<AppRouteName, string> } | null = null;
  /** The route scripts of each landing route, from the build manifest read with the template it belongs to. */
  private routeScripts: { mtimeMs: number; byRoute: Map<AppRouteName, string[]> } | null = null;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly catalog: CatalogSeoClient,
    private readonly shopScreens: ShopScreenRenderer,
  ) {}

  async send(request: Request, response: Response): Promise<void> {
    const template = await this.loadTemplate();
    // First: the rendered screen's read of the shop also tells the page's meta (catalog-seo.client.ts remembers it),
    // so on a miss the page waits for one read of catalog, not two in a row.
    const shopScreen = await this.shopScreenOf(request);
    const content = await this.contentFor(request);
    const screen = this.screenFor(request, content, template.screens, shopScreen);
    const meta = withScreenReviews(content.meta, screen);
    const html = Buffer.from(renderPage(template.html, meta, await this.preloadsFor(content), screen?.html ?? null));
    response.status(meta.status);
    response.setHeader('content-type', 'text/html; charset=utf-8');
    response.setHeader('cache-control', NO_CACHE);
    response.setHeader('vary', 'Accept-Encoding');
    const encoding = pageEncoding(String(request.headers['accept-encoding'] ?? ''));
    const body = encoding ? ENCODERS[encoding](html) : html;
    if (encoding) response.setHeader('content-encoding', encoding);
    response.setHeader('content-length', String(body.length));
    response.end(request.method === 'HEAD' ? undefined : body);
  }

  private async contentFor(request: Request): Promise<PageContent> {
    const origin = publicOriginOf(request, this.config.PUBLIC_URL, this.config.TRUST_PROXY);
    const route = matchAppRoute(request.path);
    const page = (
      meta: PageMeta,
      shop: ShopPageSummary | null = null,
      firstReads: readonly string[] = [],
      cover: PageContent['cover'] = null,
    ): PageContent => ({ meta, route: route?.name ?? null, shop, firstReads, cover });
    if (!route) return page(notFoundMeta(origin));
    if (route.name !== 'shop' && route.name !== 'shopSingular') {
      const query = new URLSearchParams(request.url.split('?')[1] ?? '');
      // With a query string (a search, a filter, a later page) the app asks for another list: nothing to preload.
      const firstRead = request.url.includes('?') ? undefined : LISTING_FIRST_READS[route.name];
      const meta = listingMeta(origin, route.name, query, request.path);
      if (!firstRead) return page(meta);
      // The first card's cover is the list's largest picture: without a preload the browser finds it only once the
      // scripts have run and the list has come (Lighthouse's largest paint on /browse, docs/benchmarks.md, T11).
      const cover = await this.catalog.firstListedCover(firstRead);
      return page(meta, null, [firstRead], cover ? { url: cover, sizes: CARD_IMAGE_SIZES } : null);
    }
    const id = shopIdOf(route.params.id);
    if (id === null) return page(notFoundMeta(origin, 'Shop Not Found'));
    const shop = await this.catalog.shop(id);
    if (shop === 'missing') return page(notFoundMeta(origin, 'Shop Not Found'));
    // Catalog down or slow: the page still works; only its meta stays generic.
    if (shop === 'unknown') return page(listingMeta(origin, 'home', new URLSearchParams()));
    const cover = shop.imageUrl ? { url: shop.imageUrl, sizes: SHOP_COVER_IMAGE_SIZES } : null;
    return page(shopMeta(origin, shop), shop, shopPageFirstReads(route.params.id), cover);
  }

  /**
   * A landing page's route scripts and first API reads, and its largest picture (a shop page's cover, a list's first
   * cover): all would otherwise be requested only once the entry script has run (and, for the picture, the API's
   * answer has arrived). Not on a 404.
   */
  private async preloadsFor({ meta, route, firstReads: data, cover }: PageContent): Promise<PagePreloads> {
    if (meta.status !== 200 || !route) return { scripts: [] };
    const scripts = (await this.loadRouteScripts()).get(route) ?? [];
    return cover ? { scripts, data, image: cover } : { scripts, data };
  }

  /** Route scripts by landing route; none when the build has no manifest (the page works the same without). */
  private async loadRouteScripts(): Promise<Map<AppRouteName, string[]>> {
    const path = join(this.config.WEB_DIST_DIR, '.vite', 'manifest.json');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      return new Map();
    }
    if (this.routeScripts?.mtimeMs !== mtimeMs) {
      const manifest = JSON.parse(await readFile(path, 'utf8')) as BuildManifest;
      const byRoute = new Map<AppRouteName, string[]>();
      for (const [route, module] of Object.entries(LANDING_ROUTE_MODULES) as Array<[AppRouteName, string]>) {
        byRoute.set(route, routeChunkUrls(manifest, module));
      }
      this.routeScripts = { mtimeMs, byRoute };
    }
    return this.routeScripts.byRoute;
  }

  /**
   * Whether a visitor gets the page with its first screen in it: without a session, on a page the app shows as it
   * first renders it (no query string that changes that render), when the page is found.
   */
  private servesFirstScreen(request: Request, route: AppRouteName, status: number): boolean {
    return servesPrerenderedScreen({
      status,
      hasQuery: queryChangesFirstRender(route, request.url.split('?')[1] ?? ''),
      hasSession: sessionCookiesOf(request.headers.cookie).sessionToken !== undefined,
    });
  }

  /**
   * On a shop's page, for a visitor who gets the first screen: the shop itself and its newest reviews, rendered
   * with the app's components; null when the shop is not public, the build has no renderer, or catalog or the
   * render fails.
   */
  private async shopScreenOf(request: Request): Promise<ShopScreen | null> {
    const route = matchAppRoute(request.path);
    if (route?.name !== 'shop' || !this.servesFirstScreen(request, route.name, 200)) return null;
    const id = shopIdOf(route.params.id);
    return id === null ? null : this.shopScreens.screen(id, route.params.id);
  }

  /**
   * The first screen a visitor without a session gets: on a public shop's page its own (the build's generic shop
   * screen, a skeleton, when that failed); elsewhere the route's prerendered screen.
   */
  private screenFor(
    request: Request,
    { meta, route, shop }: PageContent,
    screens: Map<AppRouteName, string>,
    shopScreen: ShopScreen | null,
  ): ShopScreen | null {
    if (!route || !this.servesFirstScreen(request, route, meta.status)) return null;
    const prerendered = screens.get(route);
    return (shop ? shopScreen : null) ?? (prerendered ? { html: prerendered, reviews: null } : null);
  }

  private async loadTemplate(): Promise<{ html: string; screens: Map<AppRouteName, string> }> {
    const path = join(this.config.WEB_DIST_DIR, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      throw new WebAppNotBuiltError(path);
    }
    if (this.template?.mtimeMs !== mtimeMs) {
      const [html, screens] = await Promise.all([
        readFile(path, 'utf8'),
        readPrerenderedScreens(this.config.WEB_DIST_DIR),
      ]);
      this.template = { html, mtimeMs, screens };
    }
    return this.template;
  }
}
