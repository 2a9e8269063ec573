import { expect, test, type Locator, type Page } from '@playwright/test';

/** Owners of the demo directory have ids above this (services/catalog/src/demo-data/demo-directory.ts). */
const DEMO_OWNER_ID_BASE = 2_000_000_000;

/** The demo shops' names: other browser tests add shops of their own (without pictures) beside the demo town. */
async function demoShopNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/shops?limit=100');
  const shops = (await response.json()) as Array<{ name: string; ownerId: number }>;
  return shops.filter((shop) => shop.ownerId > DEMO_OWNER_ID_BASE).map((shop) => shop.name);
}

/**
 * Every demo card of a list shows a loaded picture, none the "no image" stand-in (issue 19: a living demo). The
 * pictures load lazily, and the list may grow as it is scrolled: each card whose picture has not loaded yet is
 * brought into view until none is left.
 */
async function expectPicturesOnDemoCards(cards: Locator, demoNames: string[]): Promise<number> {
  const demoCards = cards.filter({ hasText: new RegExp(demoNames.map(escapeRegExp).join('|')) });
  await expect
    .poll(() =>
      demoCards.evaluateAll(
        (items) =>
          items.filter((item) => {
            const picture = item.querySelector('img');
            const loaded = picture !== null && picture.complete && picture.naturalWidth > 0;
            if (!loaded) item.scrollIntoView({ block: 'center' });
            return !loaded;
          }).length,
      ),
    )
    .toBe(0);
  await expect(demoCards.getByRole('img', { name: /\(no image\)$/ })).toHaveCount(0);
  await expect(demoCards.locator('img[data-placeholder="true"]')).toHaveCount(0);
  return demoCards.count();
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

// Exact list names: the loading skeleton's list is named 'Loading products' / 'Loading shops'.
test.describe('the demo town', () => {
  // Every card is scrolled to and the pictures waited for: more time on a busy machine.
  test.slow();

  test('the home page shows a picture on every demo product card', async ({ page }) => {
    const demoNames = await demoShopNames(page);
    expect(demoNames.length).toBeGreaterThan(0);
    await page.goto('/');
    const products = page.getByRole('list', { name: 'Products', exact: true }).getByRole('listitem');
    await expect(products.first()).toBeVisible();
    expect(await expectPicturesOnDemoCards(products, demoNames)).toBeGreaterThan(0);
  });

  test('the shop list shows a picture on every demo shop card', async ({ page }) => {
    const demoNames = await demoShopNames(page);
    await page.goto('/browse-shops');
    const shops = page.getByRole('list', { name: 'Shops', exact: true }).getByRole('listitem');
    await expect(shops.first()).toBeVisible();
    expect(await expectPicturesOnDemoCards(shops, demoNames)).toBeGreaterThan(0);
  });
});
