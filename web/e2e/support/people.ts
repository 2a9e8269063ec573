import { expect, type APIRequestContext } from '@playwright/test';

/** The admin playwright.config.ts starts the product with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const e2eAdmin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2e2026',
};

/** Eight random letters, for names and addresses no other run uses. */
export function uniqueWord(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** Signs the admin in on this request context (a browser context's, so its pages are signed in too). */
export async function signInAdmin(request: APIRequestContext): Promise<void> {
  const login = await request.post('/api/auth/login', {
    data: { email: e2eAdmin.email, password: e2eAdmin.password, rememberMe: false },
  });
  expect(login.ok(), `admin login: ${login.status()} ${await login.text()}`).toBe(true);
}

/** Registers a customer on this request context, which stays signed in as them. */
export async function registerCustomer(request: APIRequestContext, firstName: string, word: string): Promise<void> {
  const answer = await request.post('/api/customer/register', {
    data: {
      firstName,
      lastName: `Customer${word}`,
      contact: `${firstName.toLowerCase()}.${word}@example.ie`,
      city: 'Galway',
      password: 'galway-2026',
      role: 'customer',
    },
  });
  expect(answer.ok(), `customer sign-up: ${answer.status()} ${await answer.text()}`).toBe(true);
}

/**
 * Registers a shop owner on `request` (which stays signed in as them) with one shop, approved by the e2e admin on
 * `adminRequest` (the product runs with REQUIRE_SUBSCRIPTION_FOR_APPROVAL=false). Answers the shop's id.
 */
export async function registerOwnerWithApprovedShop(
  request: APIRequestContext,
  adminRequest: APIRequestContext,
  { word, shopName, location }: { word: string; shopName: string; location: string },
): Promise<number> {
  const registered = await request.post('/api/shop-owner/register', {
    data: {
      firstName: 'Nuala',
      lastName: `Owner${word}`,
      email: `nuala.${word}@example.ie`,
      phone: null,
      city: location,
      password: 'owner-2026',
      contactMethod: 'email',
    },
  });
  expect(registered.ok(), `owner sign-up: ${registered.status()} ${await registered.text()}`).toBe(true);
  const created = await request.post('/api/shops', { data: { name: shopName, location } });
  expect(created.ok(), `shop: ${created.status()} ${await created.text()}`).toBe(true);
  const shopId = ((await created.json()) as { id: number }).id;
  await signInAdmin(adminRequest);
  const approval = await adminRequest.patch(`/api/admin/shops/${shopId}/approve`);
  expect(approval.ok(), `approval: ${approval.status()} ${await approval.text()}`).toBe(true);
  return shopId;
}

/** Rates the shop as the person signed in on `request`, once reviews knows the shop is approved. */
export async function rateShop(
  request: APIRequestContext,
  shopId: number,
  review: { rating: number; comment?: string },
): Promise<number> {
  let reviewId = 0;
  await expect(async () => {
    const answer = await request.post(`/api/shops/${shopId}/reviews`, { data: review });
    expect(answer.status(), await answer.text()).toBe(201);
    reviewId = ((await answer.json()) as { id: number }).id;
  }).toPass({ timeout: 20_000 });
  return reviewId;
}
