import { readFile } from 'node:fs/promises';

import { expect, test } from '@playwright/test';

import { registerOwnerWithApprovedShop, uniqueWord } from './support/people';

/*
 * The owner's Statistics tab (issue 16, "Must show" 2): after a visitor's view and call, the tab draws one point per
 * day of the last 30 days (ending today, both ends included), one per month for 12 months, shows the totals, and
 * downloads the series as CSV.
 */
test.describe('owner statistics', () => {
  test('the Statistics tab draws 30 daily points, 12 monthly ones, and downloads the series as CSV', async ({
    page,
    request,
  }) => {
    const word = uniqueWord();
    // The owner is signed in on the page's context; the admin approves, then views the shop and calls it.
    const shopId = await registerOwnerWithApprovedShop(page.request, request, {
      word,
      shopName: `Atlantic Surf ${word}`,
      location: 'Lahinch',
    });
    expect((await request.get(`/api/shops/${shopId}`)).ok()).toBe(true);
    expect((await request.post(`/api/shops/${shopId}/leads`, { data: { type: 'call' } })).status()).toBe(204);
    // Both are written off the request path, within a second: wait until the owner's figures have them.
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' }).format(new Date());
    await expect
      .poll(async () => {
        const stats = await page.request.get(`/api/my-shops/${shopId}/stats?from=${today}&to=${today}`);
        const { totals } = (await stats.json()) as { totals: { views: number; calls: number } };
        return [totals.views, totals.calls];
      })
      .toEqual([1, 1]);

    await page.goto('/dashboard');
    await page.getByRole('tab', { name: 'Statistics' }).click();
    const statistics = page.getByRole('region', { name: 'Statistics' });
    await expect(statistics.getByRole('button', { name: '30 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(statistics.getByTestId('views-chart').locator('.recharts-line-dot')).toHaveCount(30);
    await expect(statistics.getByTestId('total-views')).toHaveText('1');
    await expect(statistics.getByTestId('total-calls')).toHaveText('1');

    const [download] = await Promise.all([
      page.waitForEvent('download'),
      statistics.getByRole('button', { name: 'Download CSV' }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(new RegExp(`^shop-${shopId}-statistics-.*\\.csv$`));
    const lines = (await readFile(await download.path(), 'utf8')).trim().split(/\r\n/);
    expect(lines[0]).toBe(
      'date,views,uniqueVisitors,contactReveals,calls,websiteClicks,directions,messages,favourites',
    );
    expect(lines).toHaveLength(31);
    expect(lines[30]).toBe(`${today},1,1,0,1,0,0,0,0`);

    await statistics.getByRole('button', { name: '12 months' }).click();
    await expect(statistics.getByTestId('views-chart').locator('.recharts-line-dot')).toHaveCount(12);
  });
});
