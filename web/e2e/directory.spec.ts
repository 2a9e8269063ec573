import { expect, test, type Locator, type Page } from '@playwright/test';

import { solidPng } from './support/png';

/*
 * The directory against the real product (issue 4, "Must show" 3): a shop owner signs up, lists a shop with an
 * uploaded photo and adds a product from /dashboard; an admin approves the shop through the API; then a signed-out
 * visitor finds the product from the home search, opens its shop and sees the contact details held back.
 *
 * The e2e server (playwright.config.ts) starts with ADMIN_EMAIL / ADMIN_PASSWORD below and
 * REQUIRE_SUBSCRIPTION_FOR_APPROVAL=false, so approval needs no payment.
 */
const admin = {
  email: process.env.E2E_ADMIN_EMAIL ?? 'admin@e2e.test',
  password: process.env.E2E_ADMIN_PASSWORD ?? 'Admin#E2e2026',
};

/** A suffix that keeps every run's accounts and names apart (letters only, so search treats it as one word). */
function unique(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

function toasts(page: Page) {
  return page.getByRole('region', { name: /Notifications/ });
}

/** A toast shown while a modal dialog is open: the dialog hides the rest of the page from the accessibility tree. */
function toastBehindDialog(page: Page, text: string) {
  return page.locator('li[data-swipe-direction]').filter({ hasText: text });
}

async function uploadImage(dialog: Locator, label: string, name: string, colour: [number, number, number]) {
  await dialog.getByLabel(label, { exact: true }).setInputFiles({
    name,
    mimeType: 'image/png',
    buffer: solidPng(48, colour),
  });
  // The server stored it: the gallery shows the uploaded URL, not a data-URL fallback.
  await expect(
    dialog.getByRole('list', { name: `${label} pictures` }).getByRole('img', { name: 'Picture 1' }),
  ).toHaveAttribute('src', /\/uploads\//);
}

async function signUpShopOwner(page: Page, email: string, password: string) {
  await page.goto('/shop-owner-auth');
  await page.getByRole('tab', { name: 'Sign Up' }).click();
  const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
  await signUp.getByLabel('First Name').fill('Niamh');
  await signUp.getByLabel('Last Name').fill('Ó Floinn');
  await signUp.getByLabel('Email or Phone').fill(email);
  await signUp.getByLabel('City').fill('Galway');
  await signUp.getByLabel('Password', { exact: true }).fill(password);
  await signUp.getByLabel('Confirm Password', { exact: true }).fill(password);
  await signUp.getByRole('button', { name: 'Create Account' }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
}

test.describe('directory', () => {
  test('an owner lists a shop and a product; after approval a visitor finds it from the home search', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    const word = unique();
    const shopName = `Claddagh Crust ${word}`;
    const productName = `Seaweed Sourdough ${word}`;
    const phone = '+353 91 555 0142';

    // The owner signs up and lands on the dashboard.
    await signUpShopOwner(page, `niamh.${word}@example.ie`, 'claddagh-2026');
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome, Niamh' })).toBeVisible();
    await expect(page.getByText('List Your Shop - €200/year')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Add Your First Shop' })).toBeVisible();

    // Add New Shop, with a category and an uploaded photo.
    await page.getByRole('button', { name: 'Add New Shop' }).click();
    const shopDialog = page.getByRole('dialog', { name: 'Add New Shop' });
    await shopDialog.getByRole('button', { name: 'Create Shop' }).click();
    await expect(toastBehindDialog(page, 'Please enter a shop name.')).toBeVisible();
    await expect(shopDialog.getByText('Shop name is required')).toBeVisible();

    await shopDialog.getByLabel('Shop Name').fill(shopName);
    await shopDialog.getByLabel('Description').fill('Sourdough and seaweed bread baked by the bay every morning.');
    await shopDialog.getByRole('combobox', { name: 'Category' }).click();
    await page.getByRole('option', { name: 'Food & Beverages' }).click();
    await shopDialog.getByLabel('Location').fill('Galway');
    await shopDialog.getByLabel('Address').fill('12 Quay Street, Galway');
    await shopDialog.getByLabel('Phone').fill(phone);
    await shopDialog.getByLabel('Email').fill(`hello.${word}@example.ie`);
    await uploadImage(shopDialog, 'Shop Photos', 'shop.png', [20, 140, 120]);
    await shopDialog.getByRole('button', { name: 'Create Shop' }).click();

    await expect(toasts(page)).toContainText('Shop created successfully. It will be reviewed by our team.');
    await expect(shopDialog).toBeHidden();
    const shopCard = page.getByRole('article', { name: shopName });
    await expect(shopCard.getByText('Pending Review')).toBeVisible();

    // Add Product, refusing a zero price first.
    await shopCard.getByRole('button', { name: 'Add Product' }).click();
    const productDialog = page.getByRole('dialog', { name: 'Add Product' });
    await productDialog.getByLabel('Product Name').fill(productName);
    await productDialog.getByLabel('Description').fill('A dark, chewy loaf with dillisk from Connemara.');
    await productDialog.getByLabel('Price').fill('0');
    await productDialog.getByRole('button', { name: 'Add Product' }).click();
    await expect(toastBehindDialog(page, 'Please enter a valid price greater than 0.')).toBeVisible();

    await productDialog.getByLabel('Price').fill('7');
    await productDialog.getByLabel('Quantity').fill('12');
    await uploadImage(productDialog, 'Product Photos', 'loaf.png', [180, 120, 60]);
    await productDialog.getByRole('button', { name: 'Add Product' }).click();

    await expect(toasts(page)).toContainText('Product added successfully.');
    await expect(productDialog).toBeHidden();
    await expect(shopCard.getByRole('list', { name: `Products of ${shopName}` })).toContainText(productName);

    // The owner edits the product from the dashboard (issue 15): the form opens filled in.
    await shopCard.getByRole('button', { name: `Edit ${productName}` }).click();
    const editDialog = page.getByRole('dialog', { name: 'Edit Product' });
    await expect(editDialog.getByLabel('Product Name')).toHaveValue(productName);
    await editDialog.getByLabel('Price').fill('0');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toastBehindDialog(page, 'Please enter a valid price greater than 0.')).toBeVisible();
    await editDialog.getByLabel('Price').fill('9');
    await editDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page)).toContainText('Product updated successfully.');
    await expect(editDialog).toBeHidden();

    // And the shop itself: the form opens filled in; the public page shows the change after approval.
    await shopCard.getByRole('button', { name: 'Edit Shop' }).click();
    const shopEditDialog = page.getByRole('dialog', { name: 'Edit Shop' });
    await expect(shopEditDialog.getByLabel('Shop Name')).toHaveValue(shopName);
    await shopEditDialog.getByLabel('Description').fill('Sourdough, seaweed bread and barmbrack baked by the bay.');
    await shopEditDialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page)).toContainText('Shop updated successfully.');
    await expect(shopEditDialog).toBeHidden();

    const shopHref = await shopCard.getByRole('link', { name: 'View Shop' }).getAttribute('href');
    const shopId = /\/shops\/(\d+)$/.exec(shopHref ?? '')?.[1];
    expect(shopId, `a shop id in ${shopHref}`).toBeTruthy();

    // An admin approves the shop through the API (this replaces the owner's session in this browser).
    const login = await page.request.post('/api/auth/login', {
      data: { email: admin.email, password: admin.password, rememberMe: false },
    });
    expect(login.ok(), `admin login: ${login.status()} ${await login.text()}`).toBe(true);
    const approval = await page.request.patch(`/api/admin/shops/${shopId}/approve`);
    expect(approval.ok(), `approval: ${approval.status()} ${await approval.text()}`).toBe(true);

    // A signed-out visitor searches from the home page by the product's name.
    await page.context().clearCookies();
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Local Shop Marketplace' })).toBeVisible();
    await page.getByPlaceholder('Enter product name...').fill(productName);
    await page.getByRole('button', { name: 'Search', exact: true }).click();

    await expect(page).toHaveURL(/\/browse-products\?product=/);
    await expect(page.getByText(/^\d+ Products? Found$/)).toBeVisible();
    const productCard = page
      .getByRole('list', { name: 'Products', exact: true })
      .getByRole('listitem')
      .filter({ hasText: productName });
    await expect(productCard).toHaveCount(1);
    await expect(productCard).toContainText('€9');
    await expect(productCard).toContainText('12 available');
    await expect(productCard).toContainText(shopName);
    await expect(productCard.getByRole('img', { name: productName })).toHaveAttribute('src', /\/uploads\//);

    await productCard.getByRole('link', { name: /Visit Shop/ }).click();

    await expect(page).toHaveURL(new RegExp(`/shops/${shopId}(\\?q=[^/]*)?$`));
    await expect(page.getByRole('heading', { level: 1, name: shopName })).toBeVisible();
    await expect(page.getByText('Sourdough, seaweed bread and barmbrack baked by the bay.').first()).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Products & Services (1)' })).toBeVisible();
    await expect(page.getByText(productName)).toBeVisible();
    await expect(page.getByText('Contact details are available to signed-in users only')).toBeVisible();
    await expect(page.getByText(phone)).toHaveCount(0);
    await expect(page.getByText('Member since')).toBeVisible();

    // The gated details ask the visitor to choose how to sign in.
    await page.getByRole('button', { name: 'Sign In to View Contact Details' }).click();
    await expect(page.getByRole('dialog', { name: 'Choose Login Type' })).toBeVisible();
  });

  test('a missing shop shows the Shop Not Found view', async ({ page }) => {
    await page.goto('/shops/999999999');
    await expect(page.getByRole('heading', { level: 1, name: 'Shop Not Found' })).toBeVisible();
    await expect(page.getByText("The shop you're looking for doesn't exist or has been removed.")).toBeVisible();
    await expect(page.getByRole('button', { name: 'Go Back' })).toBeVisible();
  });

  test('the shop list shows the approved shops with their count and filters', async ({ page }) => {
    await page.goto('/browse?category=food-beverages');
    await expect(page.getByRole('heading', { level: 1, name: 'Browse Shops' })).toBeVisible();
    await expect(page.getByText(/^Found \d+ shops?$/)).toBeVisible();
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Category: Food & Beverages');

    await page.getByRole('button', { name: 'Clear all filters' }).click();
    await expect(page).toHaveURL(/\/browse$/);
    await expect(page.getByRole('list', { name: 'Active filters' })).toHaveCount(0);
  });
});
