import { randomBytes, randomUUID } from 'node:crypto';
import { Client } from 'pg';
import sharp from 'sharp';
import { DomainEvent, SESSION_COOKIE } from '@app/contracts';
import { publishRawEnvelope, waitFor } from '@app/testing';
import { BrowserLikeClient } from './support/http-client';
import { subscriptionActivatedEnvelope } from './support/raw-events';
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

  /** A calendar day in catalog's time zone (the default, Europe/Dublin), `offset` days from today. */
  function dublinDay(offset = 0): string {
    return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Dublin' }).format(Date.now() + offset * 86_400_000);
  }

  /** An event of a service the test does not start, at noon UTC of a day (the same calendar day in Dublin). */
  function envelopeOn<N extends 'chat.conversation.created' | 'favorite.added'>(
    name: N,
    day: string,
    payload: DomainEvent<N>['payload'],
  ): DomainEvent<N> {
    return { id: randomUUID(), name, occurredAt: `${day}T12:00:00.000Z`, actor: { role: 'customer' }, payload };
  }

  it("gives the owner, and only the owner, each day's views, leads and the search terms that showed the shop", async () => {
    const { browser: owner, id: ownerId } = await registerOwner('Maeve');
    const shopName = `Maeve's Cheese ${tag}`;
    const created = await owner.post('/api/shops', {
      name: shopName,
      location: 'Kinsale',
      phone: '+353 21 477 0000',
      website: 'maeves.ie',
    });
    const shopId: number = created.json.id;
    await owner.post(`/api/shops/${shopId}/products`, { name: `Gubbeen ${tag}`, price: 9, quantity: 3, shopId });
    const admin = client();
    await admin.post('/api/auth/login', { email: adminEmail, password: adminPassword });
    await publishSubscriptionActivated(ownerId);
    await waitFor('the approval', async () => {
      const response = await admin.request('PUT', `/api/admin/shops/${shopId}/approve`);
      return response.status === 200;
    });

    // Searches: three of the shop's name (one spelt differently), one of a product, and a second page (no impression).
    const visitor = client();
    const term = `cheese ${tag}`;
    for (const typed of [term, `  Cheese   ${tag.toUpperCase()} `, term]) {
      expect((await visitor.get(`/api/shops?search=${encodeURIComponent(typed)}`)).json[0]?.id).toBe(shopId);
    }
    await visitor.get(`/api/shops?search=${encodeURIComponent(term)}&offset=24`);
    expect((await visitor.get(`/api/products/search?product=gubbeen%20${tag}`)).json[0]?.shop.id).toBe(shopId);

    // Views: A twice from the search, B once, a signed-in person once; the owner's own view counts nothing.
    const fromSearch = { referer: `${gateway.url}/shops/${shopId}?q=${encodeURIComponent(term)}` };
    await visitor.get(`/api/shops/${shopId}`, { ...fromSearch, 'user-agent': 'Visitor A' });
    await visitor.get(`/api/shops/${shopId}`, { ...fromSearch, 'user-agent': 'Visitor A' });
    await client().get(`/api/shops/${shopId}`, { 'user-agent': 'Visitor B' });
    const { browser: person } = await registerOwner('Ruairi');
    await person.get(`/api/shops/${shopId}`);
    await owner.get(`/api/shops/${shopId}`);

    // Leads: a reveal by a signed-in person (a visitor's is not one), two calls, a website click, directions.
    const lead = (browser: BrowserLikeClient, type: string) => browser.post(`/api/shops/${shopId}/leads`, { type });
    expect((await lead(person, 'contact_reveal')).status).toBe(204);
    expect((await lead(visitor, 'contact_reveal')).status).toBe(204);
    for (const type of ['call', 'call', 'website', 'directions']) expect((await lead(visitor, type)).status).toBe(204);
    expect((await lead(owner, 'call')).status).toBe(204);
    const unknownType = await lead(visitor, 'fax');
    expect(unknownType.status).toBe(400);
    expect(unknownType.json.message).toBe('type must be one of contact_reveal, call, website, directions');
    expect((await visitor.post('/api/shops/999999/leads', { type: 'call' })).status).toBe(404);

    // Messages and favourites come from chat's and reviews' events over RabbitMQ; a redelivery counts once.
    const parties = { shopId, customerUserId: null, guestSessionId: 41 };
    const conversation = envelopeOn('chat.conversation.created', dublinDay(-1), {
      ...parties,
      conversationId: 5,
      shopOwnerId: ownerId,
    });
    await publishRawEnvelope(amqpUrl, namespace, conversation);
    await publishRawEnvelope(amqpUrl, namespace, conversation);
    for (const guestSessionId of [41, 42]) {
      const favourite = envelopeOn('favorite.added', dublinDay(-2), { shopId, userId: null, guestSessionId });
      await publishRawEnvelope(amqpUrl, namespace, favourite);
    }

    const [from, today] = [dublinDay(-6), dublinDay()];
    const zero = {
      views: 0,
      uniqueVisitors: 0,
      contactReveals: 0,
      calls: 0,
      websiteClicks: 0,
      directions: 0,
      messages: 0,
      favourites: 0,
    };
    const expectedSeries = [-6, -5, -4, -3, -2, -1, 0].map((offset) => ({
      ...zero,
      date: dublinDay(offset),
      ...(offset === -2 ? { favourites: 2 } : {}),
      ...(offset === -1 ? { messages: 1 } : {}),
      ...(offset === 0
        ? { views: 4, uniqueVisitors: 3, contactReveals: 1, calls: 2, websiteClicks: 1, directions: 1 }
        : {}),
    }));
    const expectedTotals = {
      views: 4,
      uniqueVisitors: 3,
      contactReveals: 1,
      calls: 2,
      websiteClicks: 1,
      directions: 1,
      messages: 1,
      favourites: 2,
    };
    const statsPath = `/api/my-shops/${shopId}/stats?from=${from}&to=${today}&interval=day`;
    // Views and leads are written within a second, impressions within IMPRESSION_FLUSH_INTERVAL_MS (5 s), events as
    // they arrive.
    const stats = await waitFor(
      'every figure written',
      async () => {
        const response = await owner.get(statsPath);
        return JSON.stringify(response.json.totals) === JSON.stringify(expectedTotals) && response;
      },
      { timeoutMs: 20_000 },
    );
    expect(stats.json).toEqual({ series: expectedSeries, totals: expectedTotals });
    const monthly = await owner.get(`/api/my-shops/${shopId}/stats?from=${from}&to=${today}&interval=month`);
    expect(monthly.json.series[0].date).toBe(from);
    expect(monthly.json.totals).toEqual(expectedTotals);

    const terms = await waitFor('the impressions written', async () => {
      const response = await owner.get(`/api/my-shops/${shopId}/search-terms?from=${from}&to=${today}`);
      return response.json.length === 2 && response;
    });
    expect(terms.json).toEqual([
      { term, impressions: 3, views: 2 },
      { term: `gubbeen ${tag}`, impressions: 1, views: 0 },
    ]);

    // Only the owner reads them; bad ranges are refused with a message.
    expect((await person.get(statsPath)).status).toBe(403);
    expect((await admin.get(statsPath)).status).toBe(403);
    expect((await client().get(statsPath)).status).toBe(401);
    expect((await person.get(`/api/my-shops/${shopId}/search-terms?from=${from}&to=${today}`)).status).toBe(403);
    const reversed = await owner.get(`/api/my-shops/${shopId}/stats?from=${today}&to=${from}`);
    expect([reversed.status, reversed.json.message]).toEqual([400, 'from must not be after to']);
    const tooLong = await owner.get(`/api/my-shops/${shopId}/stats?from=2024-01-01&to=2025-02-04`);
    expect([tooLong.status, tooLong.json.message]).toEqual([400, 'The range must be at most 400 days']);
    const notADate = await owner.get(`/api/my-shops/${shopId}/stats?from=2025-02-30&to=${today}`);
    expect([notADate.status, notADate.json.message]).toEqual([400, 'from must be a date YYYY-MM-DD']);
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
