import { expect, test } from '@playwright/test';

/*
 * The installable app (issue 21): the manifest, the service worker that caches the shell, and the offline page a
 * reload shows when the network is gone. API answers are never the worker's.
 */
test.describe('installable app', () => {
  test('the page links a manifest with the name, icons, start URL and standalone display', async ({ page }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');

    const manifest = (await (await page.request.get(href!)).json()) as {
      icons: Array<{ src: string; sizes: string; purpose: string }>;
    };
    expect(manifest).toMatchObject({
      name: 'Local Shop Marketplace',
      short_name: 'Local Shops',
      start_url: '/',
      display: 'standalone',
      theme_color: '#059669',
    });
    const icons = manifest.icons;
    expect(icons.map((icon) => `${icon.sizes} ${icon.purpose}`).sort()).toEqual([
      '192x192 any',
      '512x512 any',
      '512x512 maskable',
    ]);
    for (const icon of icons) {
      const answer = await page.request.get(icon.src);
      expect(answer.headers()['content-type']).toBe('image/png');
    }
  });

  test('the service worker becomes active, and with the network cut a reload shows the offline page', async ({
    page,
    context,
  }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready);
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.active?.state))
      .toBe('activated');
    // A worker controls the pages loaded after it activated.
    await page.reload();
    await expect.poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    const cached = await page.evaluate(async () => (await caches.keys()).length);
    expect(cached).toBeGreaterThan(0);

    // API answers are never stored by the worker.
    const cachedApi = await page.evaluate(async () => {
      const urls: string[] = [];
      for (const name of await caches.keys()) {
        for (const request of await (await caches.open(name)).keys()) urls.push(new URL(request.url).pathname);
      }
      return urls.filter((path) => path.startsWith('/api/'));
    });
    expect(cachedApi).toEqual([]);

    await context.setOffline(true);
    try {
      await page.reload();
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      await expect(page).toHaveTitle('You are offline | Local Shop Marketplace');
    } finally {
      await context.setOffline(false);
    }
    await page.getByRole('link', { name: 'Try again' }).click();
    await expect(page.getByRole('heading', { name: 'You are offline' })).toBeHidden();
  });
});
