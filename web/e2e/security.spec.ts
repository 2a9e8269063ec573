import { expect, test, type BrowserContext, type Page } from '@playwright/test';

/*
 * The web app under the gateway's Content Security Policy (issue 10): the main screens, signed out, as a shop owner
 * and as an admin, load without a single CSP violation. Violations are caught twice: the browser's
 * `securitypolicyviolation` events (listened to before any page script runs) and console errors that mention the
 * Content Security Policy.
 */
const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2e2026',
};

interface Violation {
  page: string;
  directive: string;
  blocked: string;
}

declare global {
  interface Window {
    __cspViolations?: Array<{ directive: string; blocked: string }>;
  }
}

async function watchForViolations(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations!.push({ directive: event.violatedDirective, blocked: event.blockedURI });
    });
  });
}

/** Opens each path, waits for the screen to settle, and returns every violation seen on it. */
async function visit(page: Page, paths: string[]): Promise<{ violations: Violation[]; visited: number }> {
  const violations: Violation[] = [];
  let current = '';
  page.on('console', (message) => {
    if (message.type() === 'error' && /Content Security Policy/i.test(message.text())) {
      violations.push({ page: current, directive: 'console', blocked: message.text() });
    }
  });
  for (const path of paths) {
    current = path;
    const response = await page.goto(path);
    // A revalidated index.html (304) runs under the policy of the cached answer.
    if (response?.status() !== 304) {
      expect(response?.headers()['content-security-policy'], path).toContain("script-src 'self'");
    }
    await page.waitForLoadState('networkidle');
    await expect(page.locator('#root')).not.toBeEmpty();
    const seen = await page.evaluate(() => window.__cspViolations ?? []);
    violations.push(...seen.map((violation) => ({ page: path, ...violation })));
  }
  return { violations, visited: paths.length };
}

test.describe('Content Security Policy', () => {
  test('the public screens, a shop page and the sign-in screen load without a violation', async ({ browser }) => {
    const context = await browser.newContext();
    await watchForViolations(context);
    const page = await context.newPage();
    const shops = await page.request.get('/api/shops?limit=1');
    expect(shops.ok()).toBe(true);
    const [shop] = (await shops.json()) as Array<{ id: number }>;
    expect(shop).toBeDefined();
    const { violations, visited } = await visit(page, [
      '/',
      '/browse',
      '/browse-products',
      `/shops/${shop.id}`,
      '/customer-auth',
      '/shop-owner-auth',
    ]);
    console.warn(`csp: ${visited} public screens, ${violations.length} violations`);
    expect(violations).toEqual([]);

    // The watch works: an inline script injected into the page is blocked and reported.
    await page.evaluate(() => {
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true;';
      document.body.appendChild(script);
    });
    await expect
      .poll(() => page.evaluate(() => (window.__cspViolations ?? []).map((violation) => violation.directive)))
      .toContainEqual(expect.stringMatching(/^script-src/));
    expect(await page.evaluate(() => (window as Window & { __injected?: boolean }).__injected)).toBeUndefined();
    await context.close();
  });

  test('the owner dashboard and the admin screens load without a violation', async ({ browser }) => {
    const word = Math.random().toString(36).slice(2, 10);
    const ownerContext = await browser.newContext();
    await watchForViolations(ownerContext);
    const owner = await ownerContext.newPage();
    const registered = await owner.request.post('/api/shop-owner/register', {
      data: {
        firstName: 'Aoife',
        lastName: 'Owner',
        email: `csp.${word}@example.ie`,
        phone: null,
        city: 'Kilkenny',
        password: 'kilkenny-2026',
        contactMethod: 'email',
      },
    });
    expect(registered.ok(), `owner sign-up: ${registered.status()}`).toBe(true);
    const ownerRun = await visit(owner, ['/dashboard', '/subscribe']);

    const adminContext = await browser.newContext();
    await watchForViolations(adminContext);
    const adminPage = await adminContext.newPage();
    const login = await adminPage.request.post('/api/auth/login', { data: { ...admin, rememberMe: false } });
    expect(login.ok(), `admin sign-in: ${login.status()}`).toBe(true);
    const adminRun = await visit(adminPage, ['/admin', '/admin/enhanced', '/admin/customers']);

    const violations = [...ownerRun.violations, ...adminRun.violations];
    console.warn(`csp: ${ownerRun.visited + adminRun.visited} signed-in screens, ${violations.length} violations`);
    expect(violations).toEqual([]);
    await ownerContext.close();
    await adminContext.close();
  });
});
