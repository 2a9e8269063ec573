import { readFile } from 'node:fs/promises';

import { expect, test, type Browser, type Page } from '@playwright/test';

/*
 * The admin screens against the real product (issue 8, "Must show" 2): an admin approves a pending shop from the
 * enhanced panel's Shops tab, suspends its owner with a reason, bans and unbans a customer on /admin/customers,
 * exports the customer CSV, and finds each of those actions in Activity Logs.
 *
 * The e2e server (playwright.config.ts) starts with ADMIN_EMAIL / ADMIN_PASSWORD below and
 * REQUIRE_SUBSCRIPTION_FOR_APPROVAL=false, so an unpaid shop ("Awaiting payment") can be approved.
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

/** A shop owner with a pending shop and a customer, each signed up through the API in a context of their own. */
async function seed(browser: Browser, word: string) {
  const ownerContext = await browser.newContext();
  const customerContext = await browser.newContext();
  try {
    const owner = await ownerContext.request.post('/api/shop-owner/register', {
      data: {
        firstName: 'Aoife',
        lastName: `Owner${word}`,
        email: `aoife.${word}@example.ie`,
        phone: null,
        city: 'Kilkenny',
        password: 'kilkenny-2026',
        contactMethod: 'email',
      },
    });
    expect(owner.ok(), `owner sign-up: ${owner.status()} ${await owner.text()}`).toBe(true);
    const shop = await ownerContext.request.post('/api/shops', {
      data: {
        name: `Marble City Books ${word}`,
        location: 'Kilkenny',
        description: 'Second-hand books by the castle.',
      },
    });
    expect(shop.ok(), `shop: ${shop.status()} ${await shop.text()}`).toBe(true);

    const customer = await customerContext.request.post('/api/customer/register', {
      data: {
        firstName: 'Cian',
        lastName: `Customer${word}`,
        contact: `cian.${word}@example.ie`,
        city: 'Kilkenny',
        password: 'cian-2026',
        role: 'customer',
      },
    });
    expect(customer.ok(), `customer sign-up: ${customer.status()} ${await customer.text()}`).toBe(true);
  } finally {
    await ownerContext.close();
    await customerContext.close();
  }
}

test.describe('admin', () => {
  test.describe('signed out', () => {
    // The app's service worker, once it controls the page, would fetch the navigation to /api/login itself, past
    // page.route: seen on a loaded machine, where it was active before the redirect.
    test.use({ serviceWorkers: 'block' });

    test('a signed-out visitor is told and sent to /api/login after 500 ms', async ({ page }) => {
      // The provider login leaves the product: answer it here, so the test sees the full navigation and nothing more.
      await page.route('**/api/login?*', (route) =>
        route.fulfill({ status: 200, contentType: 'text/plain', body: 'login' }),
      );
      // The page's clock stands still and moves only as the test moves it, so the 500 ms before the redirect are the
      // page's own however slow the machine (in real time a loaded machine could leave before the toast was drawn).
      await page.clock.install({ time: new Date('2026-01-05T10:00:00Z') });
      await page.clock.pauseAt(new Date('2026-01-05T10:00:01Z'));
      await page.goto('/admin/customers');
      const told = page.getByText('You are logged out. Logging in again...');
      // Small steps let the session check's zero-delay timers run until the toast shows, at most a few steps after the
      // redirect's 500 ms timer was set with it.
      const deadline = Date.now() + 20_000;
      while (!(await told.isVisible())) {
        expect(Date.now(), 'the toast in time').toBeLessThan(deadline);
        await page.clock.runFor(2);
      }
      await page.clock.runFor(450);
      await expect(page).toHaveURL(/\/admin\/customers$/);
      await page.clock.runFor(100);
      await expect(page).toHaveURL(/\/api\/login\?returnTo=%2Fadmin%2Fcustomers$/);
    });
  });

  test('a customer sees Access Denied on the admin screens', async ({ page }) => {
    const word = unique();
    const customer = await page.request.post('/api/customer/register', {
      data: {
        firstName: 'Orla',
        lastName: `Nobody${word}`,
        contact: `orla.${word}@example.ie`,
        city: 'Cork',
        password: 'orla-2026',
        role: 'customer',
      },
    });
    expect(customer.ok(), `customer sign-up: ${customer.status()} ${await customer.text()}`).toBe(true);
    for (const path of ['/admin', '/admin/enhanced', '/admin/customers']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    }
    await page.getByRole('link', { name: 'Go Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('an admin approves a shop, suspends its owner, bans and unbans a customer, exports CSV, reads the logs', async ({
    browser,
    page,
  }) => {
    test.setTimeout(120_000);
    const word = unique();
    const shopName = `Marble City Books ${word}`;
    const ownerName = `Aoife Owner${word}`;
    const customerName = `Cian Customer${word}`;
    const customerEmail = `cian.${word}@example.ie`;
    const reason = `Counterfeit stock reported ${word}`;
    await seed(browser, word);

    const login = await page.request.post('/api/auth/login', {
      data: { email: admin.email, password: admin.password, rememberMe: false },
    });
    expect(login.ok(), `admin login: ${login.status()} ${await login.text()}`).toBe(true);

    // The simple panel: Pending Approvals is the default tab and links to the enhanced panel.
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Admin Panel' })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Pending Approvals' })).toHaveAttribute('aria-selected', 'true');
    await expect(
      page.getByRole('list', { name: 'Pending shops' }).getByRole('listitem', { name: shopName }),
    ).toBeVisible();
    await page.getByRole('link', { name: 'Enhanced Admin Panel' }).click();
    await expect(page).toHaveURL(/\/admin\/enhanced$/);

    // Shops tab: the pending, unpaid shop offers Approve; after approval it does not.
    await page.getByRole('tab', { name: 'Shops' }).click();
    await page.getByLabel('Search shops').fill(word);
    const shopRow = page.getByRole('list', { name: 'Shops' }).getByRole('listitem', { name: shopName });
    await expect(shopRow.getByText('Pending')).toBeVisible();
    await expect(shopRow.getByText('Awaiting payment')).toBeVisible();
    await shopRow.getByRole('button', { name: 'Approve' }).click();
    await expect(toasts(page)).toContainText('Shop approved successfully');
    await expect(shopRow.getByText('Approved')).toBeVisible();
    await expect(shopRow.getByRole('button', { name: 'Approve' })).toHaveCount(0);

    // Shop Owners tab: suspend the owner with a reason.
    await page.getByRole('tab', { name: 'Shop Owners' }).click();
    await page.getByLabel('Search shop owners').fill(`aoife.${word}`);
    const ownerRow = page.getByRole('list', { name: 'Shop owners' }).getByRole('listitem', { name: ownerName });
    await expect(ownerRow).toContainText(shopName);
    await ownerRow.getByRole('button', { name: 'Suspend' }).click();
    const suspendDialog = page.getByRole('dialog', { name: 'Suspend Shop Owner' });
    await suspendDialog.getByLabel('Reason').fill(reason);
    await suspendDialog.getByRole('button', { name: 'Suspend Shop Owner' }).click();
    await expect(suspendDialog).toBeHidden();
    await expect(toasts(page)).toContainText('Shop owner suspended successfully');
    await expect(ownerRow.getByText('Suspended')).toBeVisible();
    await expect(ownerRow.getByRole('button', { name: 'Unsuspend' })).toBeVisible();

    // /admin/customers: ban, then unban, each after a confirmation.
    await page.goto('/admin/customers');
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Management' })).toBeVisible();
    await expect(page.getByRole('group', { name: 'Total Customers' })).toBeVisible();
    await page.getByLabel('Search customers').fill(customerEmail);
    await expect(page.getByText('1 customer', { exact: true })).toBeVisible();
    const customerRow = page.getByRole('list', { name: 'Customers' }).getByRole('listitem', { name: customerName });
    await customerRow.getByRole('button', { name: 'Ban' }).click();
    const banDialog = page.getByRole('dialog', { name: 'Ban Customer' });
    await banDialog.getByRole('button', { name: 'Ban' }).click();
    await expect(banDialog).toBeHidden();
    await expect(toasts(page)).toContainText('Customer has been banned from the platform.');
    await expect(customerRow.getByText('Banned')).toBeVisible();

    await customerRow.getByRole('button', { name: 'Unban' }).click();
    const unbanDialog = page.getByRole('dialog', { name: 'Unban Customer' });
    await unbanDialog.getByRole('button', { name: 'Unban' }).click();
    await expect(unbanDialog).toBeHidden();
    await expect(toasts(page)).toContainText('Customer ban has been lifted.');
    await expect(customerRow.getByText('Active')).toBeVisible();

    await page.getByLabel('Search customers').fill(`nobody-${word}`);
    await expect(page.getByText(`No customers match "nobody-${word}".`)).toBeVisible();
    await page.getByLabel('Search customers').fill('');

    // Export CSV: the browser downloads the file the server streams.
    const downloading = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Export CSV' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/\.csv$/);
    const csv = await readFile(await download.path(), 'utf8');
    expect(csv.split('\n')[0]).toContain('ID');
    expect(csv).toContain(customerEmail);

    // Activity Logs: every action with its target, the acting admin and the reason.
    await page.goto('/admin/enhanced');
    await page.getByRole('tab', { name: 'Activity Logs' }).click();
    const logs = page.getByRole('list', { name: 'Activity logs' });
    await expect(async () => {
      await page.getByRole('button', { name: 'Refresh All' }).click();
      await expect(
        logs
          .getByRole('listitem')
          .filter({ hasText: shopName })
          .filter({ hasText: /Approve/ }),
      ).toHaveCount(1, {
        timeout: 5_000,
      });
      await expect(logs.getByRole('listitem').filter({ hasText: ownerName }).filter({ hasText: reason })).toHaveCount(
        1,
        {
          timeout: 5_000,
        },
      );
      await expect(logs.getByRole('listitem').filter({ hasText: customerName })).toHaveCount(2, { timeout: 5_000 });
    }).toPass({ timeout: 45_000 });
    const suspended = logs.getByRole('listitem').filter({ hasText: ownerName }).filter({ hasText: reason });
    await expect(suspended).toContainText(/Suspend/);
    await expect(suspended).toContainText(admin.email);
    await expect(suspended).toContainText(/[A-Z][a-z]{2} \d{2}, \d{4} \d{2}:\d{2}/);
    await expect(logs.getByRole('listitem').filter({ hasText: customerName }).filter({ hasText: /Unban/ })).toHaveCount(
      1,
    );
  });
});
