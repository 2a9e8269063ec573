import { stat } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { owner, ProductFactory, ShopFactory } from '@app/testing';
import { OrphanImagesCleaner } from '../src/uploads/orphan-images.cleaner';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

const HOUR = 60 * 60 * 1000;

/** Issue 18 item 9: images nothing refers to are removed once they are a day old (the clock is passed in). */
describe(OrphanImagesCleaner.name, () => {
  let catalog: CatalogHarness;
  const person = owner(901);

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-orphan-images');
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  async function upload(shade: number): Promise<string> {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 90, b: 60 } } })
      .png()
      .toBuffer();
    const response = await catalog
      .http()
      .post('/api/upload/image')
      .set(catalog.signed(person))
      .attach('image', png, { filename: 'photo.png', contentType: 'image/png' });
    expect(response.status).toBe(201);
    return response.body.imageUrl as string;
  }

  const exists = (url: string) =>
    stat(join(catalog.dataDir, 'uploads', url.replace('/uploads/', '')))
      .then(() => true)
      .catch(() => false);

  it('removes unreferenced images after 24 hours and keeps those a shop or product uses', async () => {
    const [shopImage, productImage, abandoned] = [await upload(10), await upload(20), await upload(30)];
    const shop = await new ShopFactory(catalog, person).create({
      name: 'Corner Books',
      description: 'Books',
      location: 'Tralee',
      imageUrl: shopImage,
    });
    const product = await new ProductFactory(catalog).create(
      shop.id,
      { name: 'Atlas', description: 'Maps', price: 20, imageUrl: productImage },
      person,
    );
    const cleaner = catalog.app.get(OrphanImagesCleaner);

    // A fresh orphan is kept: the form it was uploaded for may still be open.
    await expect(cleaner.removeOrphans(new Date(Date.now() + 23 * HOUR))).resolves.toEqual([]);
    expect(await exists(abandoned)).toBe(true);

    await expect(cleaner.removeOrphans(new Date(Date.now() + 25 * HOUR))).resolves.toEqual([abandoned]);
    expect(await exists(abandoned)).toBe(false);
    expect(await exists(shopImage)).toBe(true);
    expect(await exists(productImage)).toBe(true);
    expect((await catalog.http().get(abandoned)).status).toBe(404);
    const rows = await catalog.sql.query('SELECT url FROM catalog.uploaded_images ORDER BY url');
    expect(rows.rows.map((row) => row.url).sort()).toEqual([shopImage, productImage].sort());

    // Once the product drops its image, that image is an orphan too.
    await catalog.sql.query("UPDATE catalog.products SET image_url = NULL, images = '{}' WHERE id = $1", [product.id]);
    await expect(cleaner.removeOrphans(new Date(Date.now() + 25 * HOUR))).resolves.toEqual([productImage]);
    expect(await exists(productImage)).toBe(false);
  });

  it('keeps an image a chat message carries', async () => {
    const [chatImage, unsent] = [await upload(40), await upload(50)];
    const images = {
      conversationId: 1,
      shopId: 1,
      shopOwnerId: 2,
      customerUserId: 901,
      guestSessionId: null,
      messageId: 7,
      attachments: [chatImage],
    };
    await catalog.deliver('chat.images.sent', images);
    await catalog.deliver('chat.images.sent', { ...images, messageId: 8 }); // the same image sent again

    const cleaner = catalog.app.get(OrphanImagesCleaner);
    await expect(cleaner.removeOrphans(new Date(Date.now() + 25 * HOUR))).resolves.toEqual([unsent]);
    expect(await exists(chatImage)).toBe(true);
  });
});
