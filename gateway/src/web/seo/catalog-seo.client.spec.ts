import { Agent, createServer, Server } from 'node:http';
import { AddressInfo } from 'node:net';
import { representativeShop, shopPageSummaryOf } from '@app/contracts';
import type { GatewayConfig } from '../../gateway.config';
import type { UpstreamRegistry } from '../../proxy/upstream-registry';
import { CatalogSeoClient } from './catalog-seo.client';

/** A catalog answering each internal path with the status and body given for it, recording what was asked. */
async function fakeCatalog(answers: Record<string, { status: number; body?: unknown }>) {
  const asked: string[] = [];
  const server: Server = createServer((request, response) => {
    asked.push(request.url ?? '');
    const answer = answers[request.url ?? ''] ?? { status: 404 };
    response.writeHead(answer.status, { 'content-type': 'application/json' });
    response.end(JSON.stringify(answer.body ?? { message: 'Shop not found' }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const agent = new Agent({ keepAlive: true });
  const upstream = {
    service: 'catalog',
    hostname: '127.0.0.1',
    port: (server.address() as AddressInfo).port,
    basePath: '',
    agent,
  };
  const client = new CatalogSeoClient(
    { INTERNAL_SECRET: 'a-test-secret-of-thirty-two-chars!' } as GatewayConfig,
    { get: () => upstream } as unknown as UpstreamRegistry,
  );
  const close = async () => {
    agent.destroy();
    await new Promise((resolve) => server.close(resolve));
  };
  return { client, asked, close };
}

describe('CatalogSeoClient', () => {
  it("takes a shop page's summary from the page's own read, without a second read", async () => {
    const view = representativeShop(2);
    const catalog = await fakeCatalog({ [`/internal/seo/shops/${view.id}/page`]: { status: 200, body: view } });
    try {
      expect(await catalog.client.shopPage(view.id)).toEqual(view);
      expect(await catalog.client.shop(view.id)).toEqual(shopPageSummaryOf(view));
      expect(catalog.asked).toEqual([`/internal/seo/shops/${view.id}/page`]);
    } finally {
      await catalog.close();
    }
  });

  it('remembers a shop whose page catalog does not have as missing', async () => {
    const catalog = await fakeCatalog({});
    try {
      expect(await catalog.client.shopPage(7)).toBeNull();
      expect(await catalog.client.shop(7)).toBe('missing');
      expect(catalog.asked).toEqual(['/internal/seo/shops/7/page']);
    } finally {
      await catalog.close();
    }
  });

  it('does not make the same page wait for a failing catalog twice, and asks again a moment later', async () => {
    const catalog = await fakeCatalog({ '/internal/seo/shops/7/page': { status: 503 } });
    try {
      expect(await catalog.client.shopPage(7)).toBeNull();
      expect(await catalog.client.shop(7)).toBe('unknown');
      expect(catalog.asked).toEqual(['/internal/seo/shops/7/page']);

      await new Promise((resolve) => setTimeout(resolve, 1_100));
      expect(await catalog.client.shop(7)).toBe('missing');
      expect(catalog.asked).toEqual(['/internal/seo/shops/7/page', '/internal/seo/shops/7']);
    } finally {
      await catalog.close();
    }
  });
});
