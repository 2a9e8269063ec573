import { expect, type APIRequestContext } from '@playwright/test';

/**
 * Waits until catalog's copy of a shop's stars and review count is the one given. Catalog takes them from the
 * reviews' events a moment after the review changed, and a slow machine may take many seconds: a page is loaded
 * once this passes, rather than reloaded against a short timeout that a slow boot of the app could outlast.
 */
export async function waitForShopRating(
  request: APIRequestContext,
  shopId: number,
  expected: { rating: number; reviewCount: number },
): Promise<void> {
  await expect
    .poll(
      async () => {
        const answer = await request.get(`/api/shops/${shopId}`);
        if (!answer.ok()) return `${answer.status()} ${await answer.text()}`;
        // The API writes the average as a decimal string ("4.50"), as the spec's data model has it.
        const shop = (await answer.json()) as { rating: string; reviewCount: number };
        return { rating: Number(shop.rating), reviewCount: shop.reviewCount };
      },
      { timeout: 45_000, message: `catalog's stars of shop ${shopId}` },
    )
    .toEqual(expected);
}
