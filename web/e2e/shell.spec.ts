import { expect, test, type Page } from '@playwright/test';

const PRODUCT_NAME = 'Local Shop Marketplace';

function mainNav(page: Page) {
  return page.getByRole('navigation', { name: 'Main' });
}

test.describe('web shell', () => {
  test('the home page shows the title, the search form and the categories to a signed-out visitor', async ({
    page,
  }) => {
    await page.goto('/');

    await expect(page).toHaveTitle(PRODUCT_NAME);
    await expect(page.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();

    const search = page.getByRole('search', { name: 'Search shops and products' });
    await expect(search.getByPlaceholder('Enter shop name...')).toBeVisible();
    await expect(search.getByPlaceholder('Enter product name...')).toBeVisible();
    await expect(search.getByPlaceholder('Enter location...')).toBeVisible();
    await expect(search.getByRole('button', { name: 'Search' })).toBeVisible();

    const categories = page.getByRole('region', { name: 'Browse by Category' });
    await expect(categories.getByRole('link', { name: 'Automotive' })).toHaveAttribute(
      'href',
      '/browse?category=automotive',
    );
    await expect(categories.getByRole('link', { name: 'Food & Beverages' })).toHaveAttribute(
      'href',
      '/browse?category=food-beverages',
    );
    await expect(categories.getByRole('list').getByRole('link')).toHaveCount(8);

    // Signed out: the public links and the login button, nothing for customers, owners or admins.
    await expect(mainNav(page).getByRole('link')).toHaveText(['Home', 'Browse Shops']);
    await expect(page.getByRole('banner').getByRole('button', { name: 'Login to Connect' })).toBeVisible();
    await expect(page.getByRole('contentinfo')).toContainText(`© 2024 ${PRODUCT_NAME}`);
  });

  test('searching from the home page opens the product search with shop, product and location', async ({ page }) => {
    await page.goto('/');
    await page.getByPlaceholder('Enter shop name...').fill('Bakery');
    await page.getByPlaceholder('Enter product name...').fill('sourdough bread');
    await page.getByPlaceholder('Enter location...').fill('Galway');
    await page.getByRole('button', { name: 'Search' }).click();

    await expect(page).toHaveURL(/\/browse-products\?shop=Bakery&product=sourdough\+bread&location=Galway$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Products' })).toBeVisible();
  });

  test('the mobile menu lists the links and closes when one is chosen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');

    await expect(mainNav(page)).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();

    const menu = page.getByRole('dialog', { name: PRODUCT_NAME });
    await expect(menu).toBeVisible();
    await expect(menu.getByRole('navigation', { name: 'Mobile' }).getByRole('link')).toHaveText([
      'Home',
      'Browse Shops',
    ]);
    await expect(menu.getByRole('button', { name: 'Quick Delivery' })).toBeVisible();
    await expect(menu.getByRole('button', { name: 'Login to Connect' })).toBeVisible();

    await menu.getByRole('link', { name: 'Browse Shops' }).click();

    await expect(menu).toBeHidden();
    await expect(page).toHaveURL(/\/browse-shops$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Shops' })).toBeVisible();
  });

  test('the mobile menu opens Quick Delivery, which explains how to ask for a delivery', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog', { name: PRODUCT_NAME }).getByRole('button', { name: 'Quick Delivery' }).click();

    const delivery = page.getByRole('dialog', { name: 'Quick Delivery' });
    await expect(delivery).toBeVisible();
    await expect(page.getByRole('dialog', { name: PRODUCT_NAME })).toBeHidden();
    await expect(delivery).toContainText('Delivery');
    for (const detail of ['Product name', 'Shop name', 'Quantity', 'Shop location', 'Delivery address']) {
      await expect(delivery.getByRole('listitem').filter({ hasText: detail })).toHaveCount(1);
    }
    await expect(delivery).toContainText("We'll contact you within 24 hours to confirm your delivery!");
    await expect(delivery).not.toContainText('@');

    await delivery.getByRole('button', { name: 'Got it' }).click();
    await expect(delivery).toBeHidden();
  });

  test('Login to Connect offers both login types and Customer Login opens /customer-auth', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('button', { name: 'Login to Connect' }).click();

    const chooser = page.getByRole('dialog', { name: 'Choose Login Type' });
    await expect(chooser).toBeVisible();
    await expect(chooser.getByRole('button', { name: 'Shop Owner Login' })).toBeVisible();

    await chooser.getByRole('button', { name: 'Customer Login' }).click();

    await expect(chooser).toBeHidden();
    await expect(page).toHaveURL(/\/customer-auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Sign In' })).toBeVisible();
  });

  test('an unknown path shows the not-found screen', async ({ page }) => {
    await page.goto('/no-such-page/at-all');

    await expect(page.getByRole('heading', { level: 1, name: '404 Page Not Found' })).toBeVisible();
    await expect(page.getByText('Did you forget to add the page to the router?')).toBeVisible();
    await expect(page.getByRole('banner')).toBeVisible();
  });

  test('the redirecting routes land where the decisions say', async ({ page }) => {
    // The query string goes along (action=rate itself is consumed by the shop page, so another one is used).
    await page.goto('/shop/999999?from=profile');
    await expect(page).toHaveURL(/\/shops\/999999\?from=profile$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Not Found' })).toBeVisible();

    // /shop-owner-dashboard opens /dashboard, which sends a signed-out visitor on to /shop-owner-auth.
    await page.goto('/shop-owner-dashboard');
    await expect(page.getByRole('region', { name: /Notifications/ })).toContainText('Authentication Required');
    await expect(page).toHaveURL(/\/shop-owner-auth$/);

    await page.goto('/password-reset-confirm');
    await expect(page).toHaveURL(/\/password-reset-request$/);

    await page.goto('/password-reset-confirm?email=ann%40example.ie');
    await expect(page).toHaveURL(/\/password-reset-confirm\?email=ann%40example\.ie$/);
    await expect(page.getByText('ann@example.ie')).toBeVisible();
  });

  test('the code-split admin pages load and send a signed-out visitor to sign in', async ({ page }) => {
    // The lazily loaded page runs its access check: logged out, it goes to /api/login, which (without an
    // OpenID provider) leads an admin screen to the combined sign-in, carrying where to return (issue 24).
    await page.goto('/admin/customers');
    await expect(page).toHaveURL(/\/auth-test\?view=login&returnTo=%2Fadmin%2Fcustomers$/);
  });

  test('after a password reset the home page shows the success banner and cleans the address', async ({ page }) => {
    await page.goto('/?passwordReset=success');

    const banner = page.getByRole('status').filter({ hasText: 'Successfully reset password.' });
    await expect(banner).toHaveText('Successfully reset password. You can now sign in with your new password.');
    await expect(page).toHaveURL(/\/$/);

    await banner.getByRole('button', { name: 'Dismiss' }).click();
    await expect(banner).toBeHidden();
  });

  test('the password-reset banner goes away by itself after 5 seconds', async ({ page }) => {
    // Paused before the page opens: a busy machine's real seconds must not count towards the banner's five.
    const start = new Date('2026-06-01T10:00:00Z').getTime();
    await page.clock.install({ time: start });
    await page.clock.pauseAt(start + 60_000);
    await page.goto('/?passwordReset=success');

    const banner = page.getByRole('status').filter({ hasText: 'Successfully reset password.' });
    await expect(banner).toBeVisible();
    await page.clock.runFor(1000);
    await expect(banner).toBeVisible();
    await page.clock.runFor(4100);
    await expect(banner).toBeHidden();
  });
});
