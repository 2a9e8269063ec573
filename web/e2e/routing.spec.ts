import { expect, test } from '@playwright/test';

/*
 * Every person lands where they belong (issue 24): an admin signs out to the home page, a signed-out visit to an
 * admin screen ends on the combined sign-in and returns there after it, and a customer's /dashboard shows their own
 * things with no owner action. The e2e server starts with the admin below (playwright.config.ts).
 */
const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2e2026',
};

function unique(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

test.describe('routing by role', () => {
  test('an admin sees the customer home with the Admin entry and signs out to /', async ({ page }) => {
    const signedIn = await page.request.post('/api/auth/login', { data: { ...admin, rememberMe: false } });
    expect(signedIn.ok(), `admin sign-in: ${signedIn.status()}`).toBe(true);

    await page.goto('/');
    const header = page.getByRole('banner');
    await expect(header.getByRole('link', { name: 'Admin', exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Admin!' })).toBeVisible();

    await header.getByRole('button', { name: 'Admin' }).click();
    await page.getByRole('menuitem', { name: 'Sign Out' }).click();
    await expect(header.getByRole('button', { name: 'Login to Connect' })).toBeVisible();
    await expect(page).toHaveURL(/\/$/);
  });

  test('a signed-out visit to /admin ends on the combined sign-in and returns to /admin after it', async ({ page }) => {
    await page.goto('/admin');
    await expect(page).toHaveURL(/\/auth-test\?view=login&returnTo=%2Fadmin$/);

    await page.getByLabel('Email', { exact: true }).fill(admin.email);
    await page.getByLabel('Password', { exact: true }).fill(admin.password);
    await page.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { name: 'Access Denied' })).toHaveCount(0);
  });

  test("a customer's /dashboard shows their favourites and offers no owner action", async ({ page }) => {
    const word = unique();
    const registered = await page.request.post('/api/customer/register', {
      data: {
        firstName: 'Sadhbh',
        lastName: `Dashboard${word}`,
        contact: `sadhbh.${word}@example.ie`,
        city: 'Ennis',
        password: 'ennis-2026',
        role: 'customer',
      },
    });
    expect(registered.ok(), `customer sign-up: ${registered.status()}`).toBe(true);
    const shops = await page.request.get('/api/shops?limit=1');
    const [shop] = (await shops.json()) as Array<{ id: number; name: string }>;
    const saved = await page.request.post('/api/customer/favorites', { data: { shopId: shop.id } });
    expect(saved.ok(), `favourite: ${saved.status()}`).toBe(true);

    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1, name: 'My Dashboard' })).toBeVisible();
    const favourites = page.getByRole('region', { name: 'My Favorites' });
    await expect(favourites.getByText(shop.name)).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'List Your Shop' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Messages' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'My Reviews' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add New Shop' })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Add Product' })).toHaveCount(0);
  });
});
