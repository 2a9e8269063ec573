import type { Request, Response } from 'express';
import type { GatewayConfig } from '../../gateway.config';
import type { CatalogSeoClient } from './catalog-seo.client';
import { SitemapSender } from './sitemap.sender';

function shops(total: number) {
  return {
    sitemapShops: (offset: number, limit: number) =>
      Promise.resolve({
        shops: Array.from({ length: Math.max(0, Math.min(limit, total - offset)) }, (_, index) => ({
          id: offset + index + 1,
          updatedAt: '2026-11-24T10:00:00.000Z',
        })),
        total,
      }),
  } as unknown as CatalogSeoClient;
}

function capture() {
  const sent: { body?: string; headers: Record<string, string> } = { headers: {} };
  const response = {
    status: () => response,
    setHeader: (name: string, value: string) => (sent.headers[name] = value),
    end: (body: string) => (sent.body = body),
  } as unknown as Response;
  return { sent, response };
}

const request = { headers: {}, socket: {} } as Request;
const config = (max: number) => ({ SITEMAP_MAX_URLS: max, PUBLIC_URL: 'https://shops.example' }) as GatewayConfig;

describe(SitemapSender.name, () => {
  it('answers one urlset with the pages and every shop while they fit', async () => {
    const { sent, response } = capture();
    await new SitemapSender(config(50_000), shops(3)).sitemap(request, response);

    expect(sent.body).toContain('<urlset');
    expect(sent.body).toContain(
      '<url><loc>https://shops.example/shops/3</loc><lastmod>2026-11-24T10:00:00.000Z</lastmod></url>',
    );
    expect(sent.body).toContain('<loc>https://shops.example/browse?category=fashion</loc>');
    expect(sent.body?.match(/<url>/g)).toHaveLength(3 + 11);
  });

  it('becomes an index of the pages and one file per limit of shops past the limit', async () => {
    const { sent, response } = capture();
    await new SitemapSender(config(20), shops(45)).sitemap(request, response);

    expect(sent.body).toContain('<sitemapindex');
    expect([...(sent.body ?? '').matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1])).toEqual([
      'https://shops.example/sitemaps/pages.xml',
      'https://shops.example/sitemaps/shops-1.xml',
      'https://shops.example/sitemaps/shops-2.xml',
      'https://shops.example/sitemaps/shops-3.xml',
    ]);
  });

  it('serves the last shop file with the remainder and no file past it', async () => {
    const sender = new SitemapSender(config(20), shops(45));
    const last = capture();
    await expect(sender.sitemapFile(request, last.response, 'shops-3.xml')).resolves.toBe(true);
    expect(last.sent.body?.match(/<url>/g)).toHaveLength(5);
    await expect(sender.sitemapFile(request, capture().response, 'shops-4.xml')).resolves.toBe(false);
    await expect(sender.sitemapFile(request, capture().response, 'shops-0.xml')).resolves.toBe(false);
    await expect(sender.sitemapFile(request, capture().response, '../etc.xml')).resolves.toBe(false);
  });
});
