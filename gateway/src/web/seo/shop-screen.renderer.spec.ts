import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { ShopDetailResponse, ShopReviewsFirstPage } from '@app/contracts';
import type { GatewayConfig } from '../../gateway.config';
import type { CatalogSeoClient } from './catalog-seo.client';
import type { ReviewsSeoClient } from './reviews-seo.client';
import { FAKE_RENDERER, shopNamed } from './fake-shop-renderer.test-helper';
import { SHOP_RENDERER_PATH, ShopScreenRenderer } from './shop-screen.renderer';

const reviewsSaying = (...comments: string[]) =>
  ({ items: comments.map((comment) => ({ comment })), total: comments.length }) as unknown as ShopReviewsFirstPage;

describe(ShopScreenRenderer.name, () => {
  let webDist: string;
  let shopPage: jest.Mock<Promise<ShopDetailResponse | null>, [number]>;
  let firstReviews: jest.Mock<Promise<ShopReviewsFirstPage | null>, [number]>;
  let renderer: ShopScreenRenderer;

  const writeRenderer = (source: string, mtime: Date) => {
    const path = join(webDist, SHOP_RENDERER_PATH);
    mkdirSync(dirname(path), { recursive: true });
    writeFileSync(path, source);
    utimesSync(path, mtime, mtime);
  };

  beforeEach(() => {
    webDist = mkdtempSync(join(tmpdir(), 'shop-screen-'));
    shopPage = jest.fn(async (_id: number): Promise<ShopDetailResponse | null> => shopNamed('Harbour Books'));
    firstReviews = jest.fn(async (_id: number): Promise<ShopReviewsFirstPage | null> => reviewsSaying('Lovely'));
    renderer = new ShopScreenRenderer(
      { WEB_DIST_DIR: webDist } as GatewayConfig,
      { shopPage } as unknown as CatalogSeoClient,
      { firstPage: firstReviews } as unknown as ReviewsSeoClient,
    );
  });

  afterEach(async () => {
    await renderer.onModuleDestroy();
    rmSync(webDist, { recursive: true, force: true });
  });

  it("renders the shop catalog gives with the build's renderer, keyed by the id as the path spells it", async () => {
    writeRenderer(FAKE_RENDERER, new Date(2026, 10, 1));

    await expect(renderer.screen(7, '007')).resolves.toEqual({
      html: '<h1>Harbour Books</h1><p>007</p><p>v1</p><ul>Lovely of 1</ul>',
      reviews: reviewsSaying('Lovely'),
    });
    expect(shopPage).toHaveBeenCalledWith(7);
    expect(firstReviews).toHaveBeenCalledWith(7);
  });

  it('renders the shop with its reviews loading when the reviews cannot be read', async () => {
    writeRenderer(FAKE_RENDERER, new Date(2026, 10, 1));
    firstReviews.mockResolvedValueOnce(null);

    await expect(renderer.screen(7, '7')).resolves.toEqual({
      html: '<h1>Harbour Books</h1><p>7</p><p>v1</p><ul>loading</ul>',
      reviews: null,
    });
  });

  it('reads and renders a shop once for a burst of requests and then for a minute', async () => {
    writeRenderer(FAKE_RENDERER, new Date(2026, 10, 1));

    const screens = await Promise.all([renderer.screen(7, '7'), renderer.screen(7, '7'), renderer.screen(7, '7')]);
    await renderer.screen(7, '7');

    expect(new Set(screens).size).toBe(1);
    expect(shopPage).toHaveBeenCalledTimes(1);
    expect(firstReviews).toHaveBeenCalledTimes(1);
  });

  it('gives no screen, so the page keeps the generic one, without a renderer, without the shop or when rendering throws', async () => {
    await expect(renderer.screen(7, '7')).resolves.toBeNull();

    writeRenderer(FAKE_RENDERER, new Date(2026, 10, 1));
    shopPage.mockResolvedValueOnce(null);
    await expect(renderer.screen(7, '7')).resolves.toBeNull();

    shopPage.mockResolvedValueOnce(shopNamed('broken'));
    await expect(renderer.screen(7, '7')).resolves.toBeNull();

    expect((await renderer.screen(7, '7'))?.html).toContain('Harbour Books');
  });

  it("loads a new build's renderer and drops the screens the old one rendered", async () => {
    writeRenderer(FAKE_RENDERER, new Date(2026, 10, 1));
    expect((await renderer.screen(7, '7'))?.html).toContain('<p>v1</p>');

    writeRenderer(FAKE_RENDERER.replace("'v1'", "'v2'"), new Date(2026, 10, 2));

    expect((await renderer.screen(7, '7'))?.html).toContain('<p>v2</p>');
    expect(shopPage).toHaveBeenCalledTimes(2);
  });

  it("gives no screen while the build's renderer cannot be loaded, and does not start it again on every page", async () => {
    writeRenderer('this is not JavaScript {', new Date(2026, 10, 1));

    await expect(renderer.screen(7, '7')).resolves.toBeNull();
    await expect(renderer.screen(7, '7')).resolves.toBeNull();
    // The second page found the worker failed and did not read the shop for a render that cannot happen.
    expect(shopPage).toHaveBeenCalledTimes(1);
  });
});
