import { Inject, Injectable } from '@nestjs/common';
import type { Request, Response } from 'express';
import { defaultCategories } from '@app/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../../gateway.config';
import { CatalogSeoClient } from './catalog-seo.client';
import { publicOriginOf } from './public-origin';
import { robotsTxt, SitemapEntry, sitemapIndex, urlSet } from './sitemap';

/** Crawlers may keep the sitemap and robots.txt for an hour. */
const CRAWLER_CACHE = 'public, max-age=3600';
const PAGES_FILE = 'pages.xml';
const SHOPS_FILE = /^shops-(\d{1,6})\.xml$/;

/**
 * /robots.txt, /sitemap.xml and /sitemaps/*.xml. Up to SITEMAP_MAX_URLS addresses /sitemap.xml is one `<urlset>`
 * (home, browse, each category, product search and every approved shop); past it /sitemap.xml is an index of
 * /sitemaps/pages.xml and /sitemaps/shops-N.xml, each at most SITEMAP_MAX_URLS long.
 */
@Injectable()
export class SitemapSender {
  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly catalog: CatalogSeoClient,
  ) {}

  robots(request: Request, response: Response): void {
    this.answer(response, 'text/plain; charset=utf-8', robotsTxt(this.originOf(request)));
  }

  async sitemap(request: Request, response: Response): Promise<void> {
    const origin = this.originOf(request);
    const limit = this.config.SITEMAP_MAX_URLS;
    const pages = this.pageEntries(origin);
    const first = await this.catalog.sitemapShops(0, Math.max(limit - pages.length, 0) || 1);
    if (pages.length + first.total <= limit) {
      this.answer(response, 'application/xml; charset=utf-8', urlSet([...pages, ...this.shopEntries(origin, first)]));
      return;
    }
    const shopFiles = Math.ceil(first.total / limit);
    const files = [PAGES_FILE, ...Array.from({ length: shopFiles }, (_, index) => `shops-${index + 1}.xml`)];
    this.answer(
      response,
      'application/xml; charset=utf-8',
      sitemapIndex(files.map((file) => `${origin}/sitemaps/${file}`)),
    );
  }

  /** One file of the index; false when the name is not one (the caller answers 404). */
  async sitemapFile(request: Request, response: Response, file: string): Promise<boolean> {
    const origin = this.originOf(request);
    if (file === PAGES_FILE) {
      this.answer(response, 'application/xml; charset=utf-8', urlSet(this.pageEntries(origin)));
      return true;
    }
    const match = SHOPS_FILE.exec(file);
    if (!match || Number(match[1]) < 1) return false;
    const limit = this.config.SITEMAP_MAX_URLS;
    const shops = await this.catalog.sitemapShops((Number(match[1]) - 1) * limit, limit);
    if (shops.shops.length === 0) return false;
    this.answer(response, 'application/xml; charset=utf-8', urlSet(this.shopEntries(origin, shops)));
    return true;
  }

  private pageEntries(origin: string): SitemapEntry[] {
    return [
      { loc: `${origin}/` },
      { loc: `${origin}/browse` },
      ...defaultCategories.map((category) => ({
        loc: `${origin}/browse?category=${encodeURIComponent(category.slug)}`,
      })),
      { loc: `${origin}/browse-products` },
    ];
  }

  private shopEntries(origin: string, page: { shops: Array<{ id: number; updatedAt: string }> }): SitemapEntry[] {
    return page.shops.map((shop) => ({ loc: `${origin}/shops/${shop.id}`, lastmod: shop.updatedAt }));
  }

  private originOf(request: Request): string {
    return publicOriginOf(request, this.config.PUBLIC_URL, this.config.TRUST_PROXY);
  }

  private answer(response: Response, contentType: string, body: string): void {
    response.status(200);
    response.setHeader('content-type', contentType);
    response.setHeader('cache-control', CRAWLER_CACHE);
    response.end(body);
  }
}
