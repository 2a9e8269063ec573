import { expect, test, type Locator, type Page } from '@playwright/test';

/** Owners of the demo directory have ids above this (services/catalog/src/demo-data/demo-directory.ts). */
const DEMO_OWNER_ID_BASE = 2_000_000_000;

/** The demo shops' names: other browser tests add shops of their own (without pictures) beside the demo town. */
async function demoShopNames(page: Page): Promise<string[]> {
  const response = await page.request.get('/api/shops?limit=100');
  const shops = (await response.json()) as Array<{ name: string; ownerId: number }>;
  return shops.filter((shop) => shop.ownerId > DEMO_OWNER_ID_BASE).map((shop) => shop.name);
}

/** Every demo card of a list shows a loaded picture, none the "no image" stand-in (issue 19: a living demo). */
async function expectPicturesOnDemoCards(cards: Locator, demoNames: string[]): Promise<number> {
  let checked = 0;
  for (let index = 0; index < (await cards.count()); index += 1) {
    const card = cards.nth(index);
    const text = await card.innerText();
    if (!demoNames.some((name) => text.includes(name))) continue;
    await card.scrollIntoViewIfNeeded();
    const picture = card.locator('img').first();
    await expect(picture).toBeVisible();
    await expect(picture).not.toHaveAttribute('data-placeholder', 'true');
    await expect
      .poll(() => picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0))
      .toBe(true);
    await expect(card.getByRole('img', { name: /\(no image\)$/ })).toHaveCount(0);
    checked += 1;
  }
  return checked;
}

// Exact list names: the loading skeleton's list is named 'Loading products' / 'Loading shops'.
test.describe('the demo town', () => {
  // Every card is scrolled to and its picture waited for: dozens of steps, more on a busy machine.
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
