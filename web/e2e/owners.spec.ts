import { expect, test, type Page } from '@playwright/test';

import { registerCustomer, registerOwnerWithApprovedShop, uniqueWord } from './support/people';
import { solidPng } from './support/png';

/*
 * Issue 15 ("Must show" 2): an owner uploads three photos, reorders them and sees the new cover on the card; a
 * visitor goes from 'List Your Shop' to the owner sign-up; a customer sees the unread badge rise when the owner
 * replies (two browser contexts, live over the chat socket).
 */

function photo(name: string, colour: [number, number, number]) {
  return { name, mimeType: 'image/png', buffer: solidPng(48, colour) };
}

/** The gallery's pictures in order, by their src. */
function pictureSources(page: Page) {
  return page
    .getByRole('list', { name: 'Shop Photos pictures' })
    .getByRole('img')
    .evaluateAll((images) => images.map((image) => image.getAttribute('src')));
}

test.describe('owners and their customers', () => {
  test('an owner uploads three photos, moves the last to the front and sees it as the cover', async ({
    page,
    browser,
  }) => {
    test.setTimeout(60_000);
    const word = uniqueWord();
    const shopName = `Gallery Crafts ${word}`;
    const adminContext = await browser.newContext();
    try {
      await registerOwnerWithApprovedShop(page.request, adminContext.request, { word, shopName, location: 'Kinsale' });
    } finally {
      await adminContext.close();
    }

    await page.goto('/dashboard');
    const card = page.getByRole('article', { name: shopName });
    await card.getByRole('button', { name: 'Edit Shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Shop' });
    await dialog
      .getByLabel('Shop Photos', { exact: true })
      .setInputFiles([
        photo('one.png', [200, 40, 40]),
        photo('two.png', [40, 200, 40]),
        photo('three.png', [40, 40, 200]),
      ]);
    await expect(dialog.getByTestId('gallery-picture')).toHaveCount(3);
    const uploaded = await pictureSources(page);
    expect(uploaded.every((src) => /^\/uploads\//.test(src ?? ''))).toBe(true);

    await dialog.getByRole('button', { name: 'Move picture 3 left' }).click();
    await dialog.getByRole('button', { name: 'Move picture 2 left' }).click();
    expect(await pictureSources(page)).toEqual([uploaded[2], uploaded[0], uploaded[1]]);
    await expect(dialog.getByTestId('gallery-picture').first()).toContainText('Cover');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByRole('img', { name: `Cover of ${shopName}` })).toHaveAttribute('src', uploaded[2]!);

    // The public card shows the new cover, with its sizes.
    await page.goto(`/browse?search=${encodeURIComponent(shopName)}`);
    const cover = page.getByRole('img', { name: shopName });
    await expect(cover).toHaveAttribute('src', uploaded[2]!);
    await expect(cover).toHaveAttribute('srcset', /-400\.webp 400w/);
  });

  test("a visitor goes from 'List Your Shop' to the owner sign-up", async ({ page }) => {
    await page.goto('/');
    await page.getByRole('banner').getByRole('link', { name: 'List Your Shop' }).click();
    await expect(page).toHaveURL(/\/shop-owner-auth\?tab=sign-up$/);
    await expect(page.getByRole('tab', { name: 'Sign Up', selected: true })).toBeVisible();
    await expect(page.getByText('List Your Shop - €200/year')).toBeVisible();
  });

  test('a customer sees the unread badge rise when the owner replies', async ({ browser }) => {
    test.setTimeout(60_000);
    const word = uniqueWord();
    const shopName = `Reply Bakery ${word}`;
    const ownerContext = await browser.newContext();
    const customerContext = await browser.newContext();
    const adminContext = await browser.newContext();
    try {
      const shopId = await registerOwnerWithApprovedShop(ownerContext.request, adminContext.request, {
        word,
        shopName,
        location: 'Clifden',
      });
      await registerCustomer(customerContext.request, 'Orla', word);
      // Chat learns of the approved shop from its events: retried until it does.
      await expect(async () => {
        const sent = await customerContext.request.post('/api/chat/messages', {
          data: { shopId, message: 'Do you have brown bread today?' },
        });
        expect(sent.status(), await sent.text()).toBe(201);
      }).toPass({ timeout: 20_000 });

      const customer = await customerContext.newPage();
      await customer.goto('/');
      const messages = customer.getByRole('banner').getByRole('button', { name: /^Messages/ });
      await expect(messages).toHaveAccessibleName('Messages');

      const conversations = await ownerContext.request.get('/api/chat/conversations');
      const conversation = ((await conversations.json()) as Array<{ id: number; shopId: number }>).find(
        (item) => item.shopId === shopId,
      );
      for (const reply of ['Yes, fresh this morning.', 'We keep some until six.']) {
        const answered = await ownerContext.request.post('/api/chat/messages', {
          data: { shopId, conversationId: conversation!.id, message: reply },
        });
        expect(answered.status(), await answered.text()).toBe(201);
      }
      // Live: the page is not reloaded.
      await expect(messages).toHaveAccessibleName('Messages, 2 unread');
      await expect(messages.getByTestId('unread-badge')).toHaveText('2');

      await messages.click();
      await expect(customer.getByRole('dialog').getByText(shopName)).toBeVisible();
    } finally {
      await Promise.all([ownerContext.close(), customerContext.close(), adminContext.close()]);
    }
  });
});
