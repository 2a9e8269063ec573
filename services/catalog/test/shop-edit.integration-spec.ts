import { ADMIN, owner, ShopFactory, SubscriptionEventFactory } from '@app/testing';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

/** Issue 15: an owner edits a shop (PATCH /api/shops/{id}); a rejected shop shows its reason and an edit resubmits it. */
describe('editing a shop', () => {
  let catalog: CatalogHarness;
  let shops: ShopFactory;
  const OWNER = owner(401, 'Eimear Fahy');
  const OTHER_OWNER = owner(402, 'Fionn Gill');

  const as = (identity: object) => catalog.signed(identity);
  const patch = (id: number, identity: object | null, body: object) => {
    const request = catalog.http().patch(`/api/shops/${id}`).send(body);
    return identity ? request.set(as(identity)) : request;
  };
  const createShop = async (name: string) => (await shops.create({ name, location: 'Westport' })).id;
  const mine = async (id: number) =>
    ((await catalog.http().get('/api/my-shops').set(as(OWNER))).body as Array<{ id: number }>).find(
      (shop) => shop.id === id,
    ) as Record<string, unknown>;

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-shop-edit');
    shops = new ShopFactory(catalog, OWNER);
    await new SubscriptionEventFactory(catalog).create({ userId: 401 });
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  it('lets the owner change the form fields; an approved shop stays approved and the change is published', async () => {
    const id = await createShop('Fahy Hardware');
    await shops.approve(id);
    const categories = (await catalog.http().get('/api/categories')).body as Array<{ id: number; slug: string }>;
    const homeGarden = categories.find((category) => category.slug === 'home-garden')!.id;

    const edited = await patch(id, OWNER, {
      name: 'Fahy Hardware & Garden',
      description: 'Tools, paint and seeds.',
      categoryId: homeGarden,
      phone: '098 26 000',
      website: null,
    });
    expect(edited.status).toBe(200);
    expect(edited.body).toMatchObject({
      name: 'Fahy Hardware & Garden',
      description: 'Tools, paint and seeds.',
      categoryId: homeGarden,
      phone: '098 26 000',
      location: 'Westport',
      status: 'approved',
      isApproved: true,
    });
    const published = (await catalog.outbox('shop.updated')).filter((row) => row.payload.shopId === id);
    expect(published.at(-1)?.payload).toMatchObject({ name: 'Fahy Hardware & Garden', status: 'approved' });
    expect((await catalog.http().get(`/api/shops/${id}`)).body.name).toBe('Fahy Hardware & Garden');
  });

  it('refuses another owner, a visitor and bad input with the form messages, changing nothing', async () => {
    const id = await createShop('Gill Books');
    const before = await mine(id);
    const other = await patch(id, OTHER_OWNER, { name: 'Taken' });
    expect({ status: other.status, message: other.body.message }).toEqual({
      status: 403,
      message: 'You can only edit your own shops.',
    });
    expect((await patch(id, null, { name: 'Anyone' })).status).toBe(401);
    const cases: Array<[object, string]> = [
      [{ name: '' }, 'Shop name is required'],
      [{ location: '' }, 'Location is required'],
      [{ email: 'not-an-address' }, 'Please enter a valid email address'],
      [{ categoryId: 999_999 }, 'Please choose a category'],
      [{}, 'Nothing to update'],
    ];
    for (const [body, message] of cases) {
      const response = await patch(id, OWNER, body);
      expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
    }
    expect({ ...(await mine(id)), viewCount: 0 }).toEqual({ ...before, viewCount: 0 });
  });

  it("shows a rejected shop's reason to its owner, and an edit sends it back to review", async () => {
    const id = await createShop('Westport Wool');
    const rejected = await catalog
      .http()
      .patch(`/api/admin/shops/${id}/reject`)
      .set(as(ADMIN))
      .send({ reason: 'Please add a description of what you sell.' });
    expect(rejected.status).toBe(200);
    expect(await mine(id)).toMatchObject({
      status: 'rejected',
      rejectionReason: 'Please add a description of what you sell.',
    });
    expect((await catalog.http().get(`/api/shops/${id}`).set(as(OTHER_OWNER))).status).toBe(404);

    const resubmitted = await patch(id, OWNER, { description: 'Hand-knitted jumpers and Donegal yarn.' });
    expect(resubmitted.body).toMatchObject({ status: 'pending', isApproved: false, rejectionReason: null });
    const pending = (await catalog.http().get('/api/admin/pending-shops').set(as(ADMIN))).body as Array<{ id: number }>;
    expect(pending.map((shop) => shop.id)).toContain(id);
  });

  describe('galleries', () => {
    const picture = (n: number) => `/uploads/2025/06/${String(n).padStart(32, 'a')}.webp`;

    it('keeps up to 8 pictures in order, the first as the cover, on create and edit', async () => {
      const created = await catalog
        .http()
        .post('/api/shops')
        .set(as(OWNER))
        .send({ name: 'Fahy Gallery', location: 'Westport', images: [picture(1), picture(2), picture(3)] });
      expect(created.status).toBe(201);
      expect(created.body).toMatchObject({ imageUrl: picture(1), images: [picture(1), picture(2), picture(3)] });

      const reordered = await patch(created.body.id, OWNER, { images: [picture(3), picture(1), picture(2)] });
      expect(reordered.body).toMatchObject({ imageUrl: picture(3), images: [picture(3), picture(1), picture(2)] });
      const coverOnly = await patch(created.body.id, OWNER, { imageUrl: 'https://example.ie/front.jpg' });
      expect(coverOnly.body.images).toEqual(['https://example.ie/front.jpg', picture(1), picture(2)]);
      expect(await mine(created.body.id)).toMatchObject({ imageUrl: 'https://example.ie/front.jpg' });
    });

    it('refuses a ninth picture, an address that is not an image and a cover that is not first, changing nothing', async () => {
      const id = await createShop('Gill Gallery');
      const before = await mine(id);
      const cases: Array<[object, string]> = [
        [{ images: Array.from({ length: 9 }, (_, n) => picture(n)) }, 'A gallery holds at most 8 images'],
        [{ images: [picture(1), 'javascript:alert(1)'] }, 'Please upload the image, or give an http(s) address'],
        [{ imageUrl: 'data:image/png;base64,AAAA' }, 'Please upload the image, or give an http(s) address'],
        [
          { imageUrl: picture(2), images: [picture(1), picture(2)] },
          'imageUrl must be the first of images (the cover)',
        ],
      ];
      for (const [body, message] of cases) {
        const response = await patch(id, OWNER, body);
        expect({ status: response.status, message: response.body.message }).toEqual({ status: 400, message });
      }
      const tooMany = await catalog
        .http()
        .post('/api/shops')
        .set(as(OWNER))
        .send({ name: 'Too Many', location: 'Westport', images: Array.from({ length: 9 }, (_, n) => picture(n)) });
      expect({ status: tooMany.status, message: tooMany.body.message }).toEqual({
        status: 400,
        message: 'A gallery holds at most 8 images',
      });
      expect({ ...(await mine(id)), viewCount: 0 }).toEqual({ ...before, viewCount: 0 });
    });
  });
});
