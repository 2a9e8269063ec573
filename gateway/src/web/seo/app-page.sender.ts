import { stat, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { brotliCompressSync, constants as zlibConstants, gzipSync } from 'node:zlib';
import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { matchAppRoute, MAX_ROW_ID } from '@app/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../../gateway.config';
import { NO_CACHE } from '../static-cache';
import { CatalogSeoClient } from './catalog-seo.client';
import { listingMeta, notFoundMeta, PageMeta, shopMeta } from './page-meta';
import { publicOriginOf } from './public-origin';
import { renderPage } from './render-page';

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

/** Thrown when the web build has no index.html. */
export class WebAppNotBuiltError extends Error {}

/**
 * Serves the app's page for a path with that page's meta in the HTML: the right title, description, canonical URL,
 * link-preview tags and, on a shop page, schema.org data; HTTP 404 for a path no route has and for a shop that is
 * unknown or not public (the app still renders its not-found page).
 */
@Injectable()
export class AppPageSender {
  private template: { html: string; mtimeMs: number } | null = null;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly catalog: CatalogSeoClient,
  ) {}

  async send(request: Request, response: Response): Promise<void> {
    const template = await this.loadTemplate();
    const meta = await this.metaFor(request);
    const html = Buffer.from(renderPage(template, meta));
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

  private async metaFor(request: Request): Promise<PageMeta> {
    const origin = publicOriginOf(request, this.config.PUBLIC_URL, this.config.TRUST_PROXY);
    const route = matchAppRoute(request.path);
    if (!route) return notFoundMeta(origin);
    if (route.name !== 'shop' && route.name !== 'shopSingular') {
      return listingMeta(origin, route.name, new URLSearchParams(request.url.split('?')[1] ?? ''), request.path);
    }
    const id = Number(route.params.id);
    if (!/^\d+$/.test(route.params.id) || id < 1 || id > MAX_ROW_ID) return notFoundMeta(origin, 'Shop Not Found');
    const shop = await this.catalog.shop(id);
    if (shop === 'missing') return notFoundMeta(origin, 'Shop Not Found');
    // Catalog down or slow: the page still works; only its meta stays generic.
    if (shop === 'unknown') return listingMeta(origin, 'home', new URLSearchParams());
    return shopMeta(origin, shop);
  }

  private async loadTemplate(): Promise<string> {
    const path = join(this.config.WEB_DIST_DIR, 'index.html');
    let mtimeMs: number;
    try {
      mtimeMs = (await stat(path)).mtimeMs;
    } catch {
      throw new WebAppNotBuiltError(path);
    }
    if (this.template?.mtimeMs !== mtimeMs) this.template = { html: await readFile(path, 'utf8'), mtimeMs };
    return this.template.html;
  }
}
