import { expect, test, type Page } from '@playwright/test';

/*
 * Local (issue 14, "Must show" 3) against the real product with its demo directory: four demo shops in each of
 * twenty Irish towns, each with a pin in its town and opening hours. The browser's position is granted as Galway's
 * centre; map tiles (and anything else off this machine) are blocked, so the maps show markers on grey.
 */
const GALWAY = { latitude: 53.2724, longitude: -9.051 };

function unique(): string {
  return Array.from({ length: 8 }, () => String.fromCharCode(97 + Math.floor(Math.random() * 26))).join('');
}

async function blockOutsideRequests(page: Page) {
  await page.route(/^https?:\/\/(?!127\.0\.0\.1|localhost)/, (route) => route.abort());
}

test.describe('local', () => {
  test.use({ geolocation: GALWAY, permissions: ['geolocation'] });

  test('"Near me" lists the shops around the person with distances, and the map shows one marker per shop', async ({
    page,
  }) => {
    await blockOutsideRequests(page);
    await page.goto('/');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/\/browse\?near=53\.2724%2C-9\.0510&sort=distance$/);

    const cards = page.getByRole('list', { name: 'Shops', exact: true }).getByRole('listitem');
    await expect(page.getByRole('heading', { name: /^Found \d+ shops?$/ })).toBeVisible();
    const count = await cards.count();
    expect(count).toBeGreaterThan(0);
    const distances = await cards.getByTestId('distance').allTextContents();
    expect(distances).toHaveLength(count);
    for (const distance of distances) expect(distance).toMatch(/^\d+\.\d km$/);
    const kilometres = distances.map((distance) => Number.parseFloat(distance));
    expect(kilometres).toEqual([...kilometres].sort((a, b) => a - b));
    expect(Math.max(...kilometres)).toBeLessThanOrEqual(10);
    await expect(page.getByRole('heading', { name: `Found ${count} ${count === 1 ? 'shop' : 'shops'}` })).toBeVisible();

    await page.getByRole('button', { name: 'Map' }).click();
    await expect(page).toHaveURL(/view=map/);
    const map = page.getByRole('region', { name: 'Map of the shops found' });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(count);
    await page.getByRole('button', { name: 'List' }).click();
    await expect(cards).toHaveCount(count);

    // Products near the person carry their shop's distance too.
    await page.goto('/browse-products');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(page).toHaveURL(/near=53\.2724%2C-9\.0510/);
    const productDistances = page.getByRole('list', { name: 'Products', exact: true }).getByTestId('distance');
    await expect(productDistances.first()).toHaveText(/^\d+\.\d km$/);
    await page.getByRole('button', { name: 'Map' }).click();
    await expect(
      page.getByRole('region', { name: 'Map of the shops of the products found' }).locator('.leaflet-marker-icon'),
    ).toHaveCount(count);
  });

  test('a person who refuses their location is told so', async ({ page, context }) => {
    await context.clearPermissions();
    await blockOutsideRequests(page);
    await page.goto('/browse');
    await page.getByRole('button', { name: 'Near me' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: 'You did not allow this site to use your location' }),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/browse$/);
  });

  test('the shop page shows its hours with today marked, the open badge and a map with its pin', async ({ page }) => {
    await blockOutsideRequests(page);
    await page.goto(`/browse?near=${GALWAY.latitude},${GALWAY.longitude}&sort=distance`);
    // Other specs list shops in Galway without hours; take the nearest demo shop, which has them.
    const first = page
      .getByRole('list', { name: 'Shops', exact: true })
      .getByRole('listitem')
      .filter({ has: page.getByTestId('open-status').filter({ hasNotText: 'Hours not listed' }) })
      .first();
    await expect(first.getByTestId('open-status')).toHaveText(
      /^(Open now · closes \d\d:\d\d|Closed · opens \w{3} \d\d:\d\d)$/,
    );
    await first.getByRole('link').first().click();
    await expect(page).toHaveURL(/\/shops\/\d+$/);

    await expect(page.getByRole('heading', { name: 'Opening Hours' })).toBeVisible();
    await expect(page.getByTestId('open-status')).toHaveText(
      /^(Open now · closes \d\d:\d\d|Closed · opens \w{3} \d\d:\d\d)$/,
    );
    const hours = page.getByRole('definition').first();
    await expect(hours).toBeVisible();
    await expect(page.getByText('(today)')).toHaveCount(1);
    const map = page.getByRole('region', { name: /^Map showing where / });
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
  });

  test('an owner sets hours on a new shop, is told it has no pin, and drops one', async ({ page }) => {
    test.setTimeout(90_000);
    await blockOutsideRequests(page);
    const word = unique();
    await page.goto('/shop-owner-auth');
    await page.getByRole('tab', { name: 'Sign Up' }).click();
    const signUp = page.getByRole('tabpanel', { name: 'Sign Up' });
    await signUp.getByLabel('First Name').fill('Ciarán');
    await signUp.getByLabel('Last Name').fill('Mac Giolla');
    await signUp.getByLabel('Email or Phone').fill(`ciaran.${word}@example.ie`);
    await signUp.getByLabel('City').fill('Galway');
    await signUp.getByLabel('Password', { exact: true }).fill('pin-drop-2026');
    await signUp.getByLabel('Confirm Password', { exact: true }).fill('pin-drop-2026');
    await signUp.getByRole('button', { name: 'Create Account' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.getByRole('button', { name: 'Add New Shop' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Shop' });
    await dialog.getByLabel('Shop Name').fill(`Bog Road Crafts ${word}`);
    await dialog.getByLabel('Location *').fill('Bogland Cross');
    await dialog.getByRole('button', { name: 'Add opening hours' }).click();
    await dialog.getByLabel('Closes (HH:MM)').fill('09:00');
    await expect(dialog.getByRole('alert').filter({ hasText: 'closes must be after opens' })).toBeVisible();
    await dialog.getByLabel('Closes (HH:MM)').fill('18:00');
    await dialog.getByRole('button', { name: 'Add opening hours' }).click();
    await expect(dialog.getByLabel('Day', { exact: true }).nth(1)).toHaveValue('tue');
    await dialog.getByRole('button', { name: 'Create Shop' }).click();
    await expect(dialog).toBeHidden();

    const card = page.getByRole('article', { name: `Bog Road Crafts ${word}` });
    await expect(card.getByText('We could not place this shop on the map: drop a pin')).toBeVisible();
    await card.getByRole('button', { name: 'Map pin and hours' }).click();
    const place = page.getByRole('dialog', { name: 'Map pin and hours' });
    await expect(place.getByLabel('Opens (HH:MM)')).toHaveCount(2);
    const map = place.getByRole('region', { name: "Map: click to drop the shop's pin" });
    await expect(map.locator('.leaflet-container')).toBeVisible();
    await map.locator('.leaflet-container').click({ position: { x: 120, y: 80 } });
    await expect(map.locator('.leaflet-marker-icon')).toHaveCount(1);
    await expect(place.getByLabel('Latitude')).toHaveValue(/^-?\d+(\.\d+)?$/);
    await place.getByRole('button', { name: 'Save' }).click();
    await expect(place).toBeHidden();
    await expect(card.getByText('We could not place this shop on the map: drop a pin')).toBeHidden();

    const mine = await page.request.get('/api/my-shops');
    type OwnedShop = { name: string; latitude: number | null; longitude: number | null; openingHours: unknown[] };
    const shops = (await mine.json()) as OwnedShop[];
    const shop = shops.find((item) => item.name === `Bog Road Crafts ${word}`);
    expect(shop).toBeDefined();
    expect(shop?.latitude).toEqual(expect.any(Number));
    expect(shop?.longitude).toEqual(expect.any(Number));
    expect(shop?.openingHours).toEqual([
      { day: 'mon', opens: '09:00', closes: '18:00' },
      { day: 'tue', opens: '09:00', closes: '18:00' },
    ]);
  });
});
