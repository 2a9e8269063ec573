import { expect, test, type Browser, type Page } from '@playwright/test';

import { solidPng } from './support/png';

/*
 * Live chat against the real product (issue 6, "Must show" 2), with two browser contexts: a signed-out customer
 * writes from a shop page (the message is held while they sign up in the chat's modal, then sent), the owner sees
 * it appear in the dashboard inbox without reloading and replies, and the customer sees the reply live; then an
 * image the customer sends shows as a thumbnail in the inbox that opens full size.
 *
 * The owner's shop is created through the API and approved by the e2e admin (playwright.config.ts starts the
 * server with ADMIN_EMAIL / ADMIN_PASSWORD below and REQUIRE_SUBSCRIPTION_FOR_APPROVAL=false).
 */
const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2e2026',
};

function unique(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

/** Signs up a shop owner in this page's context and creates a shop for them; an admin approves it. */
async function ownerWithApprovedShop(browser: Browser, page: Page, word: string, shopName: string) {
  const registered = await page.request.post('/api/shop-owner/register', {
    data: {
      firstName: 'Tadhg',
      lastName: 'Ó Sé',
      email: `tadhg.${word}@example.ie`,
      phone: null,
      city: 'Dingle',
      password: 'dingle-2026',
      contactMethod: 'email',
    },
  });
  expect(registered.ok(), `owner sign-up: ${registered.status()} ${await registered.text()}`).toBe(true);
  const created = await page.request.post('/api/shops', {
    data: { name: shopName, location: 'Dingle', description: 'Ice cream made with Kerry milk and sea salt.' },
  });
  expect(created.ok(), `shop: ${created.status()} ${await created.text()}`).toBe(true);
  const shopId = ((await created.json()) as { id: number }).id;

  const adminContext = await browser.newContext();
  try {
    const login = await adminContext.request.post('/api/auth/login', {
      data: { email: admin.email, password: admin.password, rememberMe: false },
    });
    expect(login.ok(), `admin login: ${login.status()} ${await login.text()}`).toBe(true);
    const approval = await adminContext.request.patch(`/api/admin/shops/${shopId}/approve`);
    expect(approval.ok(), `approval: ${approval.status()} ${await approval.text()}`).toBe(true);
  } finally {
    await adminContext.close();
  }
  return shopId;
}

test.describe('live chat', () => {
  test('a customer writes from a shop page, the owner answers from the inbox, both live', async ({ browser }) => {
    test.setTimeout(90_000);
    const word = unique();
    const shopName = `Dingle Scoops ${word}`;
    const ownerContext = await browser.newContext();
    const customerContext = await browser.newContext();
    const owner = await ownerContext.newPage();
    const customer = await customerContext.newPage();

    try {
      const shopId = await ownerWithApprovedShop(browser, owner, word, shopName);

      // The owner waits in the dashboard's Messages tab.
      await owner.goto('/dashboard');
      await owner.getByRole('tab', { name: 'Messages' }).click();
      await expect(owner.getByText('No messages yet')).toBeVisible();
      // Live over Socket.IO, not by polling (polling runs only while the socket is down).
      await expect(owner.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

      // A signed-out customer opens the shop and its chat.
      await customer.goto(`/shops/${shopId}`);
      await expect(customer.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
      await customer.getByRole('button', { name: 'Message Shop' }).click();
      const drawer = customer.getByRole('dialog', { name: shopName });
      await expect(drawer.getByText(`Start chatting with ${shopName}`)).toBeVisible();
      await expect(drawer.getByRole('status').filter({ hasText: 'Live' })).toBeVisible();

      // Shift+Enter starts a new line; Enter sends, which, signed out, holds the message and asks to sign in.
      const box = drawer.getByRole('textbox', { name: 'Message' });
      await box.fill('Have you sea salt caramel today?');
      await box.press('Shift+Enter');
      await box.pressSequentially('And a tub to take away?');
      await expect(box).toHaveValue('Have you sea salt caramel today?\nAnd a tub to take away?');
      await box.press('Enter');
      const modal = customer.getByRole('dialog', { name: 'Sign in to continue' });
      await expect(modal).toBeVisible();
      await modal.getByRole('tab', { name: 'Sign Up' }).click();
      await modal.getByLabel('First Name').fill('Máire');
      await modal.getByLabel('Last Name').fill('Ní Bhriain');
      await modal.getByLabel('Email or Phone Number').fill(`maire.${word}@example.ie`);
      await modal.getByLabel('City').fill('Tralee');
      await modal.getByLabel('Password', { exact: true }).fill('tralee-2026');
      await modal.getByLabel('Confirm Password').fill('tralee-2026');
      await modal.getByRole('button', { name: 'Create Account' }).click();
      await expect(modal).toBeHidden();

      // The held message went out once signed up.
      const customerMessages = drawer.getByTestId('chat-message');
      await expect(customerMessages.filter({ hasText: 'Have you sea salt caramel today?' })).toHaveCount(1);

      // The owner's inbox shows it without a reload, with an unread badge; the owner opens it and replies.
      const inbox = owner.getByRole('region', { name: 'Inbox' });
      const conversation = inbox.getByRole('button', { name: /Máire Ní Bhriain/ });
      await expect(conversation).toContainText('And a tub to take away?');
      await expect(conversation.getByLabel('1 unread')).toBeVisible();
      await conversation.click();
      await expect(inbox.getByTestId('chat-message').filter({ hasText: 'sea salt caramel' })).toBeVisible();
      await expect(conversation.getByLabel('1 unread')).toBeHidden();
      const reply = inbox.getByRole('textbox', { name: 'Message' });
      await reply.fill('We do! Tubs are €8.');
      await reply.press('Enter');
      await expect(inbox.getByTestId('chat-message').filter({ hasText: 'We do! Tubs are €8.' })).toHaveAttribute(
        'data-mine',
        'true',
      );

      // The customer sees the reply arrive in the open drawer.
      const answer = customerMessages.filter({ hasText: 'We do! Tubs are €8.' });
      await expect(answer).toBeVisible();
      await expect(answer).toHaveAttribute('data-mine', 'false');
      await expect(box).toHaveValue('');

      // Issue 17. The customer's open drawer read the reply: the owner sees "Seen" under it, live.
      await expect(inbox.getByTestId('chat-seen')).toHaveCount(1);
      await expect(inbox.getByTestId('chat-message').last().getByTestId('chat-seen')).toHaveText('Seen');

      // Typing travels over the socket: the owner sees the customer typing, and it fades once the message lands.
      await box.pressSequentially('One more', { delay: 20 });
      await expect(inbox.getByTestId('chat-typing')).toHaveText('Máire Ní Bhriain is typing…');
      await box.press('Enter');
      await expect(inbox.getByTestId('chat-message').filter({ hasText: 'One more' })).toBeVisible();
      await expect(inbox.getByTestId('chat-typing')).toHaveText('');

      // The customer's connection drops; the owner writes meanwhile; back online, the message shows without a reload.
      await customerContext.setOffline(true);
      await expect(drawer.getByRole('status').filter({ hasText: 'Reconnecting…' })).toBeVisible({ timeout: 30_000 });
      await reply.fill('Sent while you were away');
      await reply.press('Enter');
      await expect(inbox.getByTestId('chat-message').filter({ hasText: 'Sent while you were away' })).toBeVisible();
      await customerContext.setOffline(false);
      await expect(drawer.getByRole('status').filter({ hasText: 'Live' })).toBeVisible({ timeout: 30_000 });
      await expect(customerMessages.filter({ hasText: 'Sent while you were away' })).toHaveCount(1);

      // Issue 17. An image goes through the upload; the owner sees its thumbnail live and opens it full size.
      await drawer.getByLabel('Attach images').setInputFiles({
        name: 'cone.png',
        mimeType: 'image/png',
        buffer: solidPng(64, [230, 180, 90]),
      });
      await expect(drawer.getByTestId('chat-attachment-preview')).toHaveCount(1);
      await box.fill('This one');
      await box.press('Enter');
      const withImage = inbox.getByTestId('chat-message').filter({ hasText: 'This one' });
      const thumbnail = withImage.getByRole('link', { name: 'Open image 1 full size' });
      await expect(thumbnail.getByRole('img', { name: 'Image 1' })).toBeVisible();
      const [opened] = await Promise.all([owner.waitForEvent('popup'), thumbnail.click()]);
      await opened.waitForLoadState();
      expect(opened.url()).toMatch(/\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.webp$/);
      await expect(opened.locator('img')).toBeVisible();
    } finally {
      await ownerContext.close();
      await customerContext.close();
    }
  });
});
