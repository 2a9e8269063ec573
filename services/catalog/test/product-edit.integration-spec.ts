import { ADMIN, owner, ShopFactory } from '@app/testing';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

/** Issue 15: an owner edits a product (PATCH /api/products/{id}) and can take it off sale (isActive). */
describe('editing a product', () => {
  let catalog: CatalogHarness;
  const OWNER = owner(301, 'Ciara Nolan');
  const OTHER_OWNER = owner(302, 'Dara Quinn');
  let shopId: number;
  let productId: number;

  const as = (identity: object) => catalog.signed(identity);
  const patch = (id: number, identity: object | null, body: object) => {
    const request = catalog.http().patch(`/api/products/${id}`).send(body);
    return identity ? request.set(as(identity)) : request;
  };
  const row = async (id: number) =>
    (
      await catalog.sql.query(
        'SELECT name, description, price, quantity, is_active FROM catalog.products WHERE id = $1',
        [id],
      )
    ).rows[0];

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-product-edit');
    const shop = await new ShopFactory(catalog).createApproved(
      { name: 'Nolan Fishmongers', location: 'Dingle' },
      OWNER,
      [{ name: 'Smoked Salmon', price: 12.5, quantity: 4, description: 'Oak smoked' }],
    );
    shopId = shop.id;
    productId = shop.products[0].id;
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  it('lets the owner change any field and answers the product', async () => {
    const edited = await patch(productId, OWNER, { name: 'Hot Smoked Salmon', price: 14, quantity: 0 });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      id: productId,
      name: 'Hot Smoked Salmon',
      price: '14.00',
      quantity: 0,
      isActive: true,
    });
    expect(await row(productId)).toMatchObject({ name: 'Hot Smoked Salmon', description: 'Oak smoked', quantity: 0 });
    expect((await patch(productId, ADMIN, { description: null })).body.description).toBeNull();
  });

  it('refuses another owner and a visitor, and bad input with the form messages, changing nothing', async () => {
    const before = await row(productId);
    const other = await patch(productId, OTHER_OWNER, { name: 'Mine now' });
    expect({ status: other.status, message: other.body.message }).toEqual({
      status: 403,
      message: 'You can only edit your own products.',
    });
    expect((await patch(productId, null, { name: 'Anyone' })).status).toBe(401);
    const cases: Array<[object, string]> = [
      [{ price: -1 }, 'Price must be positive'],
      [{ price: 0 }, 'Please enter a valid price greater than 0.'],
      [{ name: '' }, 'Product name is required'],
      [{ quantity: -2 }, 'Quantity cannot be negative'],
      [{}, 'Nothing to update'],
      [{ isActive: 'no' }, 'isActive must be true or false'],
    ];
    for (const [body, message] of cases) {
      const response = await patch(productId, OWNER, body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect((await patch(999_999, OWNER, { name: 'Ghost' })).status).toBe(404);
    expect(await row(productId)).toEqual(before);
  });

  it('hides an inactive product from search and the public shop page; its owner still sees it', async () => {
    const search = async () =>
      (await catalog.http().get('/api/products/search?product=salmon')).body.map((item: { id: number }) => item.id);
    const publicPage = async () =>
      (await catalog.http().get(`/api/shops/${shopId}`)).body.products.map((item: { id: number }) => item.id);
    expect(await search()).toContain(productId);
    expect(await publicPage()).toContain(productId);

    expect((await patch(productId, OWNER, { isActive: false })).body.isActive).toBe(false);
    expect(await search()).not.toContain(productId);
    expect(await publicPage()).not.toContain(productId);
    const ownerPage = await catalog.http().get(`/api/shops/${shopId}`).set(as(OWNER));
    expect(ownerPage.body.products).toEqual([expect.objectContaining({ id: productId, isActive: false })]);

    await patch(productId, OWNER, { isActive: true });
    expect(await search()).toContain(productId);
  });

  it('keeps a gallery in order with the cover first, and refuses more than 8 pictures', async () => {
    const picture = (n: number) => `/uploads/2025/06/${String(n).padStart(32, 'b')}.webp`;
    const created = await catalog
      .http()
      .post(`/api/shops/${shopId}/products`)
      .set(as(OWNER))
      .send({ name: 'Kippers', price: 6, images: [picture(1), picture(2)] });
    expect(created.body).toMatchObject({ imageUrl: picture(1), images: [picture(1), picture(2)] });
    const reordered = await patch(created.body.id, OWNER, { images: [picture(2), picture(1), picture(3)] });
    expect(reordered.body).toMatchObject({ imageUrl: picture(2), images: [picture(2), picture(1), picture(3)] });
    const tooMany = await patch(created.body.id, OWNER, { images: Array.from({ length: 9 }, (_, n) => picture(n)) });
    expect({ status: tooMany.status, message: tooMany.body.message }).toEqual({
      status: 400,
      message: 'A gallery holds at most 8 images',
    });
    const badAddress = await patch(created.body.id, OWNER, { images: ['not a url'] });
    expect(badAddress.body.message).toBe('Please upload the image, or give an http(s) address');
    const shop = await catalog.http().get(`/api/shops/${shopId}`);
    const listed = (shop.body.products as Array<{ id: number; images: string[] }>).find(
      (product) => product.id === created.body.id,
    );
    expect(listed?.images).toEqual([picture(2), picture(1), picture(3)]);
  });
});
