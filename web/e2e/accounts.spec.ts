import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';

import { expect, test, type Page } from '@playwright/test';

/*
 * The accounts screens against the real product (issue 3, "Must show" 3): a customer registers, signs out and signs
 * in; a shop owner's sign-up and sign-in land on /dashboard; a password is reset from the e-mailed code. Codes are
 * read from the embedded mail folder: the identity service writes each mail as DATA_DIR/mail/<time>-<to>.eml, and
 * the e2e server's DATA_DIR is dist/e2e-data-<E2E_PORT> (playwright.config.ts). E2E_MAIL_DIR points elsewhere for E2E_BASE_URL.
 */
const mailDir =
  process.env.E2E_MAIL_DIR ??
  fileURLToPath(new URL(`../../dist/e2e-data-${process.env.E2E_PORT ?? 3999}/mail`, import.meta.url));

/** A suffix that keeps every run's accounts apart. */
function unique(): string {
  return `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

function header(page: Page) {
  return page.getByRole('banner');
}

async function signOutFromHeader(page: Page, firstName: string) {
  await header(page).getByRole('button', { name: firstName }).click();
  await page.getByRole('menuitem', { name: 'Sign Out' }).click();
}

/** The 6-digit code of the newest mail to `address` written at or after `since` (ms), or null. */
async function newestMailedCode(address: string, since: number): Promise<string | null> {
  let names: string[];
  try {
    names = await readdir(mailDir);
  } catch {
    return null; // No mail yet.
  }
  const wanted = address.toLowerCase();
  const mails: Array<{ written: number; text: string }> = [];
  for (const name of names) {
    const path = join(mailDir, name);
    const info = await stat(path);
    if (!info.isFile() || info.mtimeMs < since) continue;
    // Undo quoted-printable soft line breaks, so neither the address nor the code is split.
    const text = (await readFile(path, 'utf8')).replace(/=\r?\n/g, '');
    if (name.toLowerCase().includes(wanted) || text.toLowerCase().includes(wanted)) {
      mails.push({ written: info.mtimeMs, text });
    }
  }
  const newest = mails.sort((a, b) => b.written - a.written)[0];
  if (!newest) return null;
  // The body follows the headers' blank line; the code stands on a line of its own.
  const body =
    newest.text
      .split(/\r?\n\r?\n/)
      .slice(1)
      .join('\n\n') || newest.text;
  return /^\s*(\d{6})\s*$/m.exec(body)?.[1] ?? /code\D{0,80}?(?<!\d)(\d{6})(?!\d)/i.exec(body)?.[1] ?? null;
}

async function readMailedCode(address: string, since: number): Promise<string> {
  await expect
    .poll(() => newestMailedCode(address, since), {
      message: `a mail with a 6-digit code to ${address} in ${mailDir}`,
      timeout: 15_000,
    })
    .toMatch(/^\d{6}$/);
  const code = await newestMailedCode(address, since);
  if (!code) throw new Error(`The code mailed to ${address} went missing`);
  return code;
}

test.describe('accounts', () => {
  test('a customer registers on /customer-auth, signs out and signs in again', async ({ page }) => {
    const email = `aoife.${unique()}@example.ie`;
    const password = 'bakery-2024';

    await page.goto('/customer-auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('tabpanel', { name: 'Register' });
    await register.getByLabel('First Name').fill('Aoife');
    await register.getByLabel('Last Name').fill('Murphy');
    await register.getByLabel('Email or Phone Number').fill(email);
    await register.getByLabel('City').fill('Cork');
    await register.getByLabel('Password', { exact: true }).fill(password);
    await register.getByRole('button', { name: 'Create Account' }).click();

    await expect(toasts(page)).toContainText('Congratulations! Your account has been created successfully.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome back, Aoife!' })).toBeVisible();
    await expect(header(page).getByRole('navigation', { name: 'Main' }).getByRole('link')).toHaveText([
      'Home',
      'Browse Shops',
      'Favorites',
      'My Account',
      'Dashboard',
    ]);

    await signOutFromHeader(page, 'Aoife');
    await expect(page).toHaveURL(/\/customer-auth$/);
    await expect(toasts(page)).toContainText('Signed Out');
    await expect(header(page).getByRole('button', { name: 'Login to Connect' })).toBeVisible();

    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await signIn.getByLabel('Email or Phone Number').fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();

    await expect(toasts(page)).toContainText('Sign In Successful – Welcome back!');
    await expect(page).toHaveURL(/\/$/);
    await expect(header(page).getByRole('button', { name: 'Aoife' })).toBeVisible();

    await page.goto('/customer-profile');
    await expect(page.getByRole('heading', { level: 2, name: 'Aoife Murphy' })).toBeVisible();
    await expect(page.getByText('Customer', { exact: true })).toBeVisible();
    await expect(page.getByText(email)).toBeVisible();
  });

  test('a shop owner signs up and signs in, landing on /dashboard both times', async ({ page }) => {
    const email = `sean.${unique()}@example.ie`;
    const password = 'galway-shop';

    await page.goto('/shop-owner-auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await expect(signUp).toContainText('€200 annual subscription');
    await signUp.getByLabel('First Name').fill('Seán');
    await signUp.getByLabel('Last Name').fill("O'Brien");
    await signUp.getByLabel('Email or Phone').fill(email);
    await signUp.getByLabel('City').fill('Galway');
    await signUp.getByLabel('Password', { exact: true }).fill(password);
    await signUp.getByLabel('Confirm Password', { exact: true }).fill(password);
    await signUp.getByRole('button', { name: 'Create Account' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page)).toContainText('Registration Successful!');
    await expect(header(page).getByRole('button', { name: 'Seán' })).toBeVisible();

    await signOutFromHeader(page, 'Seán');
    await expect(page).toHaveURL(/\/shop-owner-auth$/);
    await expect(toasts(page)).toContainText('Signed Out');
    await expect(header(page).getByRole('button', { name: 'Login to Connect' })).toBeVisible();

    const signIn = page.getByRole('tabpanel', { name: 'Sign In' });
    await signIn.getByLabel('Email or Phone').fill(email);
    await signIn.getByLabel('Password', { exact: true }).fill(password);
    await signIn.getByRole('button', { name: 'Sign In' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(toasts(page)).toContainText('Welcome Back!');
    await expect(header(page).getByRole('button', { name: 'Seán' })).toBeVisible();
  });

  test('a verified account resets its password from the e-mailed code and signs in with it', async ({ page }) => {
    // Four password hashes (argon2id, 46 MiB each) and two mail round trips: on a busy 2-core machine past 30 s.
    test.slow();
    const email = `niamh.${unique()}@example.ie`;
    const firstPassword = 'Harbour!View1';
    const newPassword = 'Lighthouse@42';

    // Register on the combined screen and verify the address with the mailed code.
    await page.goto('/auth-test');
    await page.getByRole('button', { name: 'Create one' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Create Account' })).toBeVisible();
    await page.getByLabel('First Name').fill('Niamh');
    await page.getByLabel('Last Name').fill('Byrne');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('City').fill('Dublin');
    await page.getByLabel('Password', { exact: true }).fill(firstPassword);
    const registeredAt = Date.now();
    await page.getByRole('button', { name: 'Create Account' }).click();

    await expect(page.getByRole('heading', { level: 2, name: 'Verify Your Email' })).toBeVisible();
    await page.getByLabel('Verification Code').fill(await readMailedCode(email, registeredAt));
    await page.getByRole('button', { name: 'Verify Email' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign In' })).toBeVisible();

    // Ask for a reset code and set the new password.
    await page.goto('/password-reset-request');
    await page.getByLabel('Email or phone number', { exact: true }).fill(email);
    const requestedAt = Date.now();
    await page.getByRole('button', { name: 'Send Reset Code' }).click();
    await expect(page).toHaveURL(/\/password-reset-confirm\?email=/);
    expect(new URL(page.url()).searchParams.get('email')).toBe(email);

    await page.getByLabel('Reset Code').fill(await readMailedCode(email, requestedAt));
    await page.getByLabel('New Password', { exact: true }).fill(newPassword);
    await page.getByLabel('Confirm New Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Reset Password' }).click();

    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('status').filter({ hasText: 'Successfully reset password.' })).toHaveText(
      'Successfully reset password. You can now sign in with your new password.',
    );

    // The new password signs in on the combined screen; a customer lands on the profile.
    await page.goto('/auth-test');
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(newPassword);
    await page.getByRole('button', { name: 'Sign In', exact: true }).click();

    await expect(page).toHaveURL(/\/customer-profile$/);
    await expect(page.getByRole('heading', { level: 2, name: 'Niamh Byrne' })).toBeVisible();
  });
});

test.describe('account screens', () => {
  test('customer registration names the field left wrong in a toast and under the field', async ({ page }) => {
    await page.goto('/customer-auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    const register = page.getByRole('tabpanel', { name: 'Register' });

    await register.getByLabel('First Name').focus();
    await register.getByLabel('Last Name').focus();
    await expect(toasts(page)).toContainText('First Name Required');
    await expect(register.getByText('First name is required')).toBeVisible();

    await register.getByLabel('Email or Phone Number').fill('not-a-contact');
    await register.getByLabel('City').focus();
    await expect(toasts(page)).toContainText('Invalid Format');
    await expect(toasts(page)).toContainText('Please enter a valid email address or phone number');

    await register.getByLabel('Password', { exact: true }).fill('12345');
    await register.getByLabel('First Name').focus();
    await expect(toasts(page)).toContainText('Password Too Short');
    await expect(toasts(page)).toContainText('Password must be at least 6 characters long');

    await register.getByLabel('First Name').fill('Aoife');
    await register.getByRole('button', { name: 'Create Account' }).click();
    await expect(toasts(page)).toContainText('Last Name Required');
    await expect(page).toHaveURL(/\/customer-auth$/);
  });

  test('the customer screen links back home and to the password reset request', async ({ page }) => {
    await page.goto('/customer-auth');
    await expect(page.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    await page.getByRole('link', { name: 'Forgot your password?' }).click();
    await expect(page).toHaveURL(/\/password-reset-request$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Reset Password' })).toBeVisible();
  });

  test('shop-owner sign-up shows the fee, toggles the password and checks the confirmation', async ({ page }) => {
    await page.goto('/shop-owner-auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await expect(signUp).toContainText('€200 annual subscription');
    await expect(signUp).toContainText('Irish businesses');

    const password = signUp.getByLabel('Password', { exact: true });
    await password.fill('secret1');
    await expect(password).toHaveAttribute('type', 'password');
    await signUp.getByRole('button', { name: 'Show password' }).first().click();
    await expect(password).toHaveAttribute('type', 'text');

    await signUp.getByLabel('Confirm Password', { exact: true }).fill('secret2');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(signUp.getByText('First name must be at least 2 characters')).toBeVisible();
    await expect(signUp.getByText("Passwords don't match")).toBeVisible();
    await expect(page).toHaveURL(/\/shop-owner-auth$/);
  });

  test('the combined screen switches views and offers no admin accounts to visitors', async ({ page }) => {
    await page.goto('/auth-test');
    await expect(page.getByRole('heading', { level: 2, name: 'Sign In' })).toBeVisible();
    await expect(page.getByText('multiple failed login attempts will temporarily lock your account')).toBeVisible();
    await expect(page.getByRole('checkbox', { name: 'Remember me' })).not.toBeChecked();

    await page.getByRole('button', { name: 'Create one' }).click();
    await page.getByRole('combobox', { name: 'Account Type' }).click();
    await expect(page.getByRole('option')).toHaveText(['Customer', 'Shop Owner']);
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Create Account' }).click();
    await expect(page.getByText('Password must be at least 8 characters')).toBeVisible();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();

    await page.getByRole('button', { name: 'Sign in', exact: true }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Reset Password' })).toBeVisible();
    await page.getByRole('button', { name: 'Back to Sign In' }).click();
    await expect(page.getByRole('heading', { level: 2, name: 'Sign In' })).toBeVisible();
  });

  test('the confirm screen warns while the passwords differ and links back', async ({ page }) => {
    await page.goto('/password-reset-confirm?email=ann%40example.ie');
    await page.getByLabel('Reset Code').fill('1234567');
    await expect(page.getByLabel('Reset Code')).toHaveValue('123456');

    await page.getByLabel('New Password', { exact: true }).fill('Harbour!View1');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Harbour!View2');
    const warning = page.getByRole('alert').filter({ hasText: "Passwords Don't Match" });
    await expect(warning).toContainText('Please ensure both password fields contain the same value.');
    await page.getByLabel('Confirm New Password', { exact: true }).fill('Harbour!View1');
    await expect(warning).toBeHidden();

    await expect(page.getByRole('link', { name: 'Back to login' })).toHaveAttribute('href', '/customer-auth');
    await page.getByRole('link', { name: 'Back', exact: true }).click();
    await expect(page).toHaveURL(/\/password-reset-request$/);
  });

  test('the profile sends a signed-out visitor to /customer-auth', async ({ page }) => {
    await page.goto('/customer-profile');
    await expect(page).toHaveURL(/\/customer-auth$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Customer Sign In' })).toBeVisible();
  });
});
