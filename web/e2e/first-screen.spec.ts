import { expect, test } from '@playwright/test';

/**
 * The landing pages arrive with their first screen rendered ahead (web/src/prerender, gateway prerendered-screens;
 * a public shop's page with the shop in it, gateway shop-screen.renderer): painted before the scripts run, inert
 * until the app replaces it, and the shop page's API reads preloaded so that the app's own reads take the preloaded
 * answers.
 */
test.describe('first screen', () => {
  test('a visitor without a session gets the home page with its content before any script runs', async ({
    request,
  }) => {
    const answer = await request.get('/', { headers: { cookie: '' } });
    const html = await answer.text();

    expect(html).toMatch(/<div id="root" inert><div class="flex min-h-dvh flex-col">/);
    expect(html).toContain('Discover the shops and products around you');
    // No inline script: the page's CSP allows none.
    expect(html.slice(html.indexOf('<div id="root"'))).not.toMatch(/<script(?! type="module")/);
  });

  test('a page with a query string gets no first screen', async ({ request }) => {
    const html = await (await request.get('/browse?search=bakery')).text();

    expect(html).toContain('<div id="root"></div>');
  });

  test('the app replaces the first screen and is live', async ({ page }) => {
    await page.goto('/');

    const search = page.getByRole('search', { name: 'Search shops and products' });
    await search.getByPlaceholder('Enter shop name...').fill('Bakery');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(search.getByPlaceholder('Enter shop name...')).toHaveValue('Bakery');
  });

  test("the shop page's reads are made once: the app takes the answers its HTML preloaded", async ({ page }) => {
    const reads: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname.startsWith('/api/shops/1')) reads.push(pathname + search);
    });

    await page.goto('/shops/1');

    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    await expect(page.getByRole('heading', { level: 2, name: /^Reviews \(\d+\)$/ })).toBeVisible();
    expect(reads.sort()).toEqual(['/api/shops/1', '/api/shops/1/reviews?sort=newest&limit=20&offset=0']);
  });

  test('a shop page arrives with its shop and newest reviews in it, and the app takes over without a skeleton in between', async ({
    page,
    request,
  }) => {
    // The page waits at most 250 ms for the reviews service; a first read of a cold service on a busy machine can
    // miss that, and the page is then served without them (by design): one read first, as a visitor before.
    await request.get('/shops/1', { headers: { cookie: '' } });
    const html = await (await request.get('/shops/1', { headers: { cookie: '' } })).text();
    const served = /<div id="root" inert>[\s\S]*?<h1[^>]*>([^<]+)<\/h1>/.exec(html)?.[1];
    const reviews = (await (await request.get('/api/shops/1/reviews?sort=newest&limit=20&offset=0')).json()) as Array<{
      comment: string | null;
    }>;
    const newestComment = reviews.find((review) => review.comment)?.comment;
    expect(newestComment).toBeTruthy();
    expect(html.replace(/&#x27;/g, "'")).toContain(newestComment);
    // Recorded from the first byte: any moment the page's or its reviews' loading skeleton is in the document.
    await page.addInitScript(() => {
      const seen = { skeleton: false };
      (window as unknown as { shopScreen: typeof seen }).shopScreen = seen;
      new MutationObserver(() => {
        if (document.body?.textContent?.includes('Loading shop details...')) seen.skeleton = true;
        if (document.querySelector('[aria-label="Loading reviews"]')) seen.skeleton = true;
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });

    await page.goto('/shops/1');
    await expect(page.locator('#root')).not.toHaveAttribute('inert');

    const name = (await page.getByRole('heading', { level: 1 }).textContent()) ?? '';
    expect(name).not.toBe('');
    expect(
      served
        ?.replace(/&amp;/g, '&')
        .replace(/&quot;/g, '"')
        .replace(/&#x27;/g, "'"),
    ).toBe(name);
    await expect(page.getByText(newestComment ?? '').first()).toBeVisible();
    const seen = await page.evaluate(() => (window as unknown as { shopScreen: { skeleton: boolean } }).shopScreen);
    expect(seen.skeleton).toBe(false);
  });

  test("the shop list's first page and its first cover are fetched once, as its HTML preloaded them", async ({
    page,
  }) => {
    /** Every request in the order the browser made it: the list's answer, and the pictures by path. */
    const requests: string[] = [];
    page.on('request', (request) => {
      const { pathname, search } = new URL(request.url());
      if (pathname === '/api/shops') requests.push(pathname + search);
      if (pathname.startsWith('/uploads/')) requests.push(pathname);
    });

    await page.goto('/browse');

    await expect(page.getByRole('heading', { level: 1, name: 'Browse Shops' })).toBeVisible();
    await expect(page.locator('#root')).not.toHaveAttribute('inert');
    const firstCover = page.locator('main li img').first();
    await expect(firstCover).toBeVisible();
    const list = '/api/shops?approved=true&limit=24&offset=0';
    expect(requests.filter((request) => request.startsWith('/api/'))).toEqual([list]);
    // The card shows the very file the head preloaded (same srcset and sizes): asked for once, and before the list,
    // where without the preload it could only be asked once the list had come and the card was rendered.
    const shown = new URL(await firstCover.evaluate((image: HTMLImageElement) => image.currentSrc)).pathname;
    expect(requests.filter((request) => request === shown)).toEqual([shown]);
    expect(requests.indexOf(shown)).toBeLessThan(requests.indexOf(list));
  });

  test('opening a page paints its first screen and then the page, never the loading spinner', async ({ page }) => {
    // Recorded from the first byte: any moment the route's spinner is in the document.
    await page.addInitScript(() => {
      const seen = { spinner: false };
      (window as unknown as { firstScreen: typeof seen }).firstScreen = seen;
      new MutationObserver(() => {
        if (document.querySelector('[aria-label="Loading page"]')) seen.spinner = true;
      }).observe(document, { childList: true, subtree: true });
    });

    for (const path of ['/', '/browse', '/shops/1']) {
      await page.goto(path);
      await expect(page.locator('#root')).not.toHaveAttribute('inert');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const seen = await page.evaluate(() => (window as unknown as { firstScreen: { spinner: boolean } }).firstScreen);
      expect({ path, spinner: seen.spinner }).toEqual({ path, spinner: false });
    }
  });
});
