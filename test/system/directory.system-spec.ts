import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import sharp from 'sharp';
import { SESSION_COOKIE } from '@app/contracts';
import { waitFor } from '@app/testing';
import { BrowserLikeClient } from './support/http-client';
import { publishRawEnvelope, subscriptionActivatedEnvelope } from './support/raw-events';
import { ServiceProcess } from './support/service-process';
import { startSystem, SystemUnderTest } from './support/system-under-test';

/**
 * The directory end to end through the gateway: identity, catalog and the gateway as separate processes over
 * RabbitMQ and Redis. Billing does not exist yet: the test publishes its subscription.activated event itself.
 */
describe('the directory through the gateway', () => {
  const tag = randomBytes(3).toString('hex');
  let system: SystemUnderTest;
  let gateway: ServiceProcess;
  let sql: Client;
  let adminEmail: string;
  let adminPassword: string;
  let amqpUrl: string;
  let namespace: string;

  beforeAll(async () => {
    system = await startSystem('directory', ['identity', 'catalog']);
    ({ gateway, sql, amqpUrl, namespace } = system);
    ({ email: adminEmail, password: adminPassword } = system.admin);
  });

  afterAll(() => system?.stop());

  const client = () => new BrowserLikeClient(gateway.url);

  async function registerOwner(firstName: string): Promise<{ browser: BrowserLikeClient; id: number }> {
    const browser = client();
    const response = await browser.post('/api/shop-owner/register', {
      firstName,
      lastName: 'Owner',
      email: `${firstName.toLowerCase()}-${tag}@example.ie`,
      phone: null,
      city: 'Cork',
      password: 'secret1',
      contactMethod: 'email',
    });
    expect(response.status).toBe(201);
    return { browser, id: response.json.user.id };
  }

  const publishSubscriptionActivated = (userId: number) =>
    publishRawEnvelope(amqpUrl, namespace, subscriptionActivatedEnvelope(userId));

  const names = (json: any[]) => json.map((item) => item.name);

  it('lists a shop only after approval, which waits for the subscription, then finds it every way', async () => {
    const { browser: owner, id: ownerId } = await registerOwner('Siobhan');
    const categories = await client().get('/api/categories');
    const food = categories.json.find((category: any) => category.slug === 'food-beverages');
    const shopName = `Siobhán's Bakery ${tag}`;
    const created = await owner.post('/api/shops', {
      name: shopName,
      description: 'Brown soda bread and barmbrack baked every morning',
      location: 'Killarney',
      address: '12 Main Street, Killarney, Co. Kerry',
      phone: '+353 64 663 1234',
      email: 'hello@siobhans.ie',
      website: 'https://siobhans.ie',
      categoryId: food.id,
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ status: 'pending', isApproved: false });
    const shopId: number = created.json.id;
    const product = await owner.post(`/api/shops/${shopId}/products`, {
      name: `Barmbrack ${tag}`,
      description: 'Fruit loaf soaked in tea',
      price: 7.5,
      quantity: 4,
      shopId,
    });
    expect(product.status).toBe(201);

    const visitor = client();
    expect(names((await visitor.get(`/api/shops?approved=true&search=${tag}`)).json)).toEqual([]);
    expect((await visitor.get(`/api/products/search?product=Barmbrack ${tag}`)).json).toEqual([]);
    expect((await visitor.get(`/api/shops/${shopId}`)).status).toBe(404);

    const admin = client();
    expect((await admin.post('/api/auth/login', { email: adminEmail, password: adminPassword })).status).toBe(200);
    const pending = await admin.get('/api/admin/pending-shops');
    expect(pending.json.map((shop: any) => shop.id)).toContain(shopId);
    const refused = await admin.request('PATCH', `/api/admin/shops/${shopId}/approve`);
    expect(refused.status).toBe(409);
    expect(refused.json.message).toBe('The owner has no active subscription yet.');

    await publishSubscriptionActivated(ownerId);
    const approved = await waitFor(
      'the approval once catalog handled subscription.activated',
      async () => {
        const response = await admin.request('PUT', `/api/admin/shops/${shopId}/approve`);
        return response.status === 200 ? response : undefined;
      },
      { timeoutMs: 15_000, intervalMs: 200 },
    );
    expect(approved.json.message).toBe('Shop approved successfully.');

    const byShop = await visitor.get(`/api/shops?approved=true&search=${encodeURIComponent(`siobhans bakery ${tag}`)}`);
    expect(names(byShop.json)).toEqual([shopName]);
    expect(byShop.headers.get('x-total-count')).toBe('1');
    const byProduct = await visitor.get(`/api/products/search?product=${encodeURIComponent(`barmbrack ${tag}`)}`);
    expect(byProduct.json[0]).toMatchObject({ name: `Barmbrack ${tag}`, shop: { id: shopId, name: shopName } });
    const misspelt = await visitor.get(`/api/products/search?shop=bakry&location=killarney`);
    expect(misspelt.json.map((item: any) => item.shop.id)).toContain(shopId);
    const byLocation = await visitor.get('/api/shops?location=killarney');
    expect(byLocation.json.map((shop: any) => shop.id)).toContain(shopId);
    const byCategory = await visitor.get(`/api/products/search?category=food-beverages&product=${tag}`);
    expect(byCategory.json.map((item: any) => item.id)).toEqual([product.json.id]);
    expect((await visitor.get(`/api/products/search?category=automotive&product=${tag}`)).json).toEqual([]);

    const { browser: otherOwner } = await registerOwner('Declan');
    const foreignDelete = await otherOwner.request('DELETE', `/api/products/${product.json.id}`);
    expect(foreignDelete.status).toBe(403);
    expect(foreignDelete.json.message).toBe('You can only delete your own products.');

    const page = await visitor.get(`/api/shops/${shopId}`, { referer: 'https://www.google.ie/' });
    expect(page.status).toBe(200);
    // The page shows the views written so far (each second), not yet its own.
    expect(page.json).toMatchObject({ phone: null, email: null, website: null, address: null, viewCount: 0 });
    expect(page.json.products.map((item: any) => item.name)).toEqual([`Barmbrack ${tag}`]);
    const signedIn = await otherOwner.get(`/api/shops/${shopId}`);
    expect(signedIn.json).toMatchObject({ phone: '+353 64 663 1234', email: 'hello@siobhans.ie' });
    // Views are written off the request path, within a second (issue 20).
    const visits = await waitFor('both visits written', async () => {
      const written = await sql.query(
        'SELECT user_id, ip_address, referrer, year, month, week, day FROM catalog.shop_visits WHERE shop_id = $1 ORDER BY id',
        [shopId],
      );
      return written.rows.length >= 2 && written;
    });
    expect(visits.rows).toHaveLength(2);
    expect(visits.rows[0]).toMatchObject({ user_id: null, referrer: 'https://www.google.ie/' });
    expect(visits.rows[0].ip_address).toBeTruthy();
    expect(visits.rows[0].year).toBe(new Date().getFullYear());
    expect(visits.rows[1].user_id).not.toBeNull();

    const mine = await owner.get('/api/my-shops');
    expect(mine.json.map((shop: any) => [shop.id, shop.isApproved, shop.viewCount])).toEqual([[shopId, true, 2]]);
  });

  it('uploads an image through the gateway and serves it back with immutable caching', async () => {
    const { browser: owner } = await registerOwner('Orla');
    const image = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a7' } })
      .png()
      .toBuffer();
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'front.png');
    const upload = await fetch(`${gateway.url}/api/upload/image`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${owner.cookie(SESSION_COOKIE)}` },
      body: form,
    });
    expect(upload.status).toBe(201);
    const { imageUrl } = (await upload.json()) as { imageUrl: string };
    const served = await fetch(`${gateway.url}${imageUrl}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(await sharp(Buffer.from(await served.arrayBuffer())).metadata()).toMatchObject({
      format: 'webp',
      width: 64,
    });

    const script = new FormData();
    script.append('image', new Blob(['<svg><script>alert(1)</script></svg>'], { type: 'image/png' }), 'x.png');
    const refused = await fetch(`${gateway.url}/api/upload/image`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${owner.cookie(SESSION_COOKIE)}` },
      body: script,
    });
    expect(refused.status).toBe(400);
    expect(((await refused.json()) as { message: string }).message).toBe(
      'The file is not a supported image (JPEG, PNG, WebP or GIF).',
    );
  });
});
