import { readFile } from 'node:fs/promises';

import { expect, test, type Page } from '@playwright/test';

/*
 * The listing fee against the real product in the offline test mode (issue 7, "Must show" 2): a shop owner signs
 * up and lists a shop, is declined with 4000 0000 0000 0002 and told why, pays with 4242 4242 4242 4242, sees
 * 'Payment Successful' and the active subscription on the dashboard; the admin then approves the shop.
 *
 * The e2e server (playwright.config.ts) has no Stripe keys, so payments use the offline test mode; it also sets
 * REQUIRE_SUBSCRIPTION_FOR_APPROVAL=false, so the test checks the subscription itself through GET /api/subscription.
 */
const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2e2026',
};

function unique(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

async function signUpShopOwner(page: Page, email: string, password: string) {
  await page.goto('/shop-owner-auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await signUp.getByLabel('First Name').fill('Eimear');
  await signUp.getByLabel('Last Name').fill('Mac Giolla');
  await signUp.getByLabel('Email or Phone').fill(email);
  await signUp.getByLabel('City').fill('Sligo');
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('Confirm Password', { exact: true }).fill(password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

async function payWith(page: Page, cardNumber: string) {
  const form = page.getByRole('region', { name: 'Payment details' });
  await form.getByLabel('Card number').fill(cardNumber);
  await form.getByLabel('Expiry (MM/YY)').fill('12/39');
  await form.getByLabel('CVC').fill('123');
  await form.getByRole('button', { name: 'Pay €200.00' }).click();
}

test.describe('billing', () => {
  test('an owner pays the listing fee offline, sees it active on the dashboard and the shop is approved', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const word = unique();
    await signUpShopOwner(page, `eimear.${word}@example.ie`, 'benbulben-2026');

    // The owner lists a shop (through the API with the owner's session; the dashboard's dialog has its own test).
    const shop = await page.request.post('/api/shops', {
      data: { name: `Benbulben Pottery ${word}`, description: 'Mugs and bowls', location: 'Sligo', categoryId: null },
    });
    expect(shop.ok(), `shop: ${shop.status()} ${await shop.text()}`).toBe(true);
    const shopId = ((await shop.json()) as { id: number }).id;

    const status = page.getByRole('region', { name: 'Subscription status' });
    await page.reload();
    await expect(status).toContainText('Awaiting payment');

    // The dashboard's Subscription button leads to the plan and the offline card form.
    await page.getByRole('link', { name: 'Subscription' }).click();
    await expect(page).toHaveURL(/\/subscribe$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Subscribe' })).toBeVisible();
    await expect(page.getByText('Shop Owner Plan')).toBeVisible();
    await expect(page.getByText('€200', { exact: true })).toBeVisible();
    const features = page.getByRole('list', { name: 'Plan features' });
    for (const feature of [
      'Unlimited products',
      'Multiple photos',
      'Customer messages',
      'Analytics dashboard',
      '24/7 support',
    ]) {
      await expect(features).toContainText(feature);
    }
    await expect(page.getByText('Offline test mode')).toBeVisible();

    // A declined card: the toast and the page both say why, and the owner stays on /subscribe.
    await payWith(page, '4000 0000 0000 0002');
    await expect(toasts(page)).toContainText('Payment Failed');
    await expect(toasts(page)).toContainText('Your card was declined.');
    await expect(page.getByRole('alert').filter({ hasText: 'Your card was declined.' })).toBeVisible();
    await expect(page).toHaveURL(/\/subscribe$/);
    const pending = await page.request.get('/api/subscription');
    expect(((await pending.json()) as { status: string }).status).toBe('pending');

    // The paying card: 'Payment Successful', then the dashboard shows the active subscription.
    await payWith(page, '4242 4242 4242 4242');
    await expect(toasts(page)).toContainText('Payment Successful');
    await expect(toasts(page)).toContainText('You are now subscribed! You can start listing your shops.');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(status).toContainText('Active');
    await expect(status).toContainText(/Active until \d{1,2} \w+ \d{4}/);

    // The payment's receipt downloads from the subscription card as a PDF (issue 16).
    const receipts = status.getByRole('region', { name: 'Receipts' });
    await expect(receipts).toContainText(/R-\d{4}-\d{6}/);
    const [download] = await Promise.all([
      page.waitForEvent('download'),
      receipts.getByRole('link', { name: /Download receipt R-\d{4}-\d{6}/ }).click(),
    ]);
    expect(download.suggestedFilename()).toMatch(/^receipt-R-\d{4}-\d{6}\.pdf$/);
    const pdf = await readFile(await download.path());
    expect(pdf.subarray(0, 5).toString('latin1')).toBe('%PDF-');

    const subscription = await page.request.get('/api/subscription');
    expect(subscription.ok()).toBe(true);
    expect(await subscription.json()).toMatchObject({ status: 'active', amount: '200.00', currency: 'EUR' });

    // Go Back uses the browser history.
    await page.goto('/subscribe');
    await expect(page.getByText("You're subscribed")).toBeVisible();
    await page.getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    // The admin approves the owner's shop through the API (this replaces the owner's session in this browser).
    const login = await page.request.post('/api/auth/login', {
      data: { email: admin.email, password: admin.password, rememberMe: false },
    });
    expect(login.ok(), `admin login: ${login.status()} ${await login.text()}`).toBe(true);
    const approval = await page.request.patch(`/api/admin/shops/${shopId}/approve`);
    expect(approval.ok(), `approval: ${approval.status()} ${await approval.text()}`).toBe(true);
  });

  test('a signed-out visitor of /subscribe is sent through the provider login to the owner sign-in', async ({
    page,
  }) => {
    await page.goto('/subscribe');
    await expect(page).toHaveURL(/\/shop-owner-auth\?returnTo=%2Fsubscribe$/);
  });
});
