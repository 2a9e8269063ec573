import { randomUUID } from 'node:crypto';
import { hashSessionToken, SessionCache } from '@app/auth-context';
import { CUSTOMER_EXPORT_COLUMNS, GUEST_COOKIE, SESSION_COOKIE } from '@app/contracts';
import {
  CustomerFactory,
  GatewayBrowser,
  ShopEventFactory,
  ShopOwnerFactory,
  uniqueEmail,
  waitFor,
} from '@app/testing';
import { ADMIN_EMAIL, ADMIN_PASSWORD, IdentityHarness, startIdentityHarness } from './support/identity-harness';

jest.setTimeout(60_000);

describe('admin management of people', () => {
  let identity: IdentityHarness;
  let admin: GatewayBrowser;
  let adminId: number;
  let customers: CustomerFactory;
  let shopOwners: ShopOwnerFactory;
  const tag = randomUUID().slice(0, 8);

  beforeAll(async () => {
    identity = await startIdentityHarness('identity-admin');
    customers = new CustomerFactory(identity);
    shopOwners = new ShopOwnerFactory(identity);
    admin = identity.browser();
    admin.ip = '203.0.113.9';
    admin.userAgent = 'AdminBrowser/2.0';
    const login = await admin.post('/api/auth/login', { email: ADMIN_EMAIL, password: ADMIN_PASSWORD });
    expect(login.status).toBe(200);
    adminId = login.body.user.id;
  });

  afterAll(async () => {
    await identity?.stop();
  });

  const customer = (firstName: string, city = 'Galway', contact = uniqueEmail(`${tag}-${firstName.toLowerCase()}`)) =>
    customers.create({ firstName, lastName: 'Tester', contact, city });

  const owner = (firstName: string) =>
    shopOwners.create({
      firstName,
      lastName: 'Owner',
      email: uniqueEmail(`${tag}-${firstName.toLowerCase()}`),
      city: 'Cork',
    });

  describe('the users list', () => {
    let ids: Record<string, number>;

    beforeAll(async () => {
      ids = {
        zoe: (await customer('Zoe')).id,
        aaron: (await customer('Aaron')).id,
        mary: (await owner('Mary')).id,
      };
      await identity.sql.query('UPDATE identity.users SET banned = true WHERE id = $1', [ids.aaron]);
    });

    it('pages with totalCount and totalPages', async () => {
      const all = await admin.get('/api/admin/users?limit=100');
      expect(all.status).toBe(200);
      const total = all.body.totalCount as number;
      expect(total).toBeGreaterThanOrEqual(4);
      const page = await admin.get('/api/admin/users?limit=2&page=2&sortBy=created&sortOrder=asc');
      expect(page.body.users).toHaveLength(2);
      expect(page.body.totalPages).toBe(Math.ceil(total / 2));
      const firstTwo = await admin.get('/api/admin/users?limit=2&page=1&sortBy=created&sortOrder=asc');
      expect(firstTwo.body.users[0].id).toBe(adminId);
      expect(page.body.users.map((user: { id: number }) => user.id)).not.toContain(firstTwo.body.users[0].id);
      expect(firstTwo.body.users[0]).toEqual({
        id: adminId,
        firstName: 'Admin',
        lastName: 'User',
        email: ADMIN_EMAIL,
        phone: null,
        role: 'admin',
        isAdmin: true,
        banned: false,
        isEmailVerified: true,
        createdAt: expect.any(String),
      });
    });

    it('searches names and e-mails and filters by role and status', async () => {
      const byName = await admin.get(`/api/admin/users?search=zoe`);
      expect(byName.body.users.map((user: { id: number }) => user.id)).toEqual([ids.zoe]);
      const byEmail = await admin.get(`/api/admin/users?search=${tag}-mary`);
      expect(byEmail.body.users.map((user: { id: number }) => user.id)).toEqual([ids.mary]);
      const owners = await admin.get(`/api/admin/users?role=shop_owner&search=${tag}`);
      expect(owners.body.users.map((user: { id: number }) => user.id)).toEqual([ids.mary]);
      const banned = await admin.get(`/api/admin/users?status=banned&search=${tag}`);
      expect(banned.body.users.map((user: { id: number }) => user.id)).toEqual([ids.aaron]);
      const admins = await admin.get('/api/admin/users?role=admin');
      expect(admins.body.users.map((user: { id: number }) => user.id)).toEqual([adminId]);
      const wildcard = await admin.get('/api/admin/users?search=%25');
      expect(wildcard.body.totalCount).toBe(0);
    });

    it('sorts by name, e-mail and role', async () => {
      const byName = await admin.get(`/api/admin/users?search=${tag}&sortBy=name&sortOrder=asc`);
      expect(byName.body.users.map((user: { firstName: string }) => user.firstName)).toEqual(['Aaron', 'Mary', 'Zoe']);
      const byNameDesc = await admin.get(`/api/admin/users?search=${tag}&sortBy=name&sortOrder=desc`);
      expect(byNameDesc.body.users.map((user: { firstName: string }) => user.firstName)).toEqual([
        'Zoe',
        'Mary',
        'Aaron',
      ]);
      const byEmail = await admin.get(`/api/admin/users?search=${tag}&sortBy=email&sortOrder=asc`);
      expect(byEmail.body.users.map((user: { firstName: string }) => user.firstName)).toEqual(['Aaron', 'Mary', 'Zoe']);
      const byRole = await admin.get(`/api/admin/users?search=${tag}&sortBy=role&sortOrder=desc`);
      expect(byRole.body.users[0].role).toBe('shop_owner');
    });

    it('answers the query messages', async () => {
      expect(await admin.get('/api/admin/users?limit=0')).toMatchObject({
        status: 400,
        body: { message: 'limit must be at least 1' },
      });
      expect(await admin.get('/api/admin/users?limit=101')).toMatchObject({
        status: 400,
        body: { message: 'limit must be at most 100' },
      });
      expect(await admin.get('/api/admin/users?page=0')).toMatchObject({
        status: 400,
        body: { message: 'page must be at least 1' },
      });
      expect((await admin.get('/api/admin/users?role=boss')).status).toBe(400);
      expect(await admin.get(`/api/admin/users?search=${'x'.repeat(101)}`)).toMatchObject({
        status: 400,
        body: { message: 'search must be at most 100 characters' },
      });
    });
  });

  describe('suspending, unsuspending and deleting users', () => {
    it('suspends with a reason: the session dies at once, the cache entry goes and the event names the admin', async () => {
      const target = await customer('Suspendee');
      const { person } = await target.browser.resolve();
      expect(person).not.toBeNull();
      const cache = new SessionCache(identity.redis.client, identity.redis.keyPrefix, identity.secret);
      const sid = hashSessionToken(target.browser.cookies.get(SESSION_COOKIE)!);
      await cache.set(sid, person);
      await expect(cache.get(sid)).resolves.toEqual(person);

      const suspended = await admin.send('PUT', `/api/admin/users/${target.id}/suspend`, { reason: 'Spamming shops' });
      expect(suspended.status).toBe(200);
      expect(suspended.body).toMatchObject({
        message: 'User suspended successfully',
        user: { id: target.id, banned: true },
      });
      await expect(target.browser.resolve()).resolves.toMatchObject({ person: null });
      await expect(cache.get(sid)).resolves.toBeUndefined();
      expect((await target.browser.get('/api/customer/auth')).body).toEqual({ authenticated: false, customer: null });
      const refused = await identity
        .browser()
        .post('/api/customer/login', { contact: target.contact, password: 'secret1' });
      expect(refused).toMatchObject({ status: 403, body: { message: 'Your account has been suspended.' } });

      const events = (await identity.outbox('user.suspended')).filter((event) => event.payload.userId === target.id);
      expect(events).toHaveLength(1);
      // version 1 was user.registered: each event other services keep bumps the person's version
      expect(events[0].payload).toEqual({ userId: target.id, role: 'customer', reason: 'Spamming shops', version: 2 });
      expect(events[0].actor).toEqual({
        id: adminId,
        role: 'admin',
        name: 'Admin User',
        email: ADMIN_EMAIL,
        ip: '203.0.113.9',
        userAgent: 'AdminBrowser/2.0',
        reason: 'Spamming shops',
      });
      const row = await identity.sql.query('SELECT ban_reason FROM identity.users WHERE id = $1', [target.id]);
      expect(row.rows[0].ban_reason).toBe('Spamming shops');

      const unsuspended = await admin.send('PUT', `/api/admin/users/${target.id}/unsuspend`);
      expect(unsuspended.body).toMatchObject({ message: 'User unsuspended successfully', user: { banned: false } });
      const lifted = await identity.outbox('user.unsuspended');
      expect(lifted.map((event) => event.payload.userId)).toContain(target.id);
      expect(
        (await identity.browser().post('/api/customer/login', { contact: target.contact, password: 'secret1' })).status,
      ).toBe(200);
    });

    it('deletes a person with their sessions, codes and guest sessions, and publishes user.deleted', async () => {
      const target = await customer('Leaving');
      await target.browser.post('/api/guest-session', { email: target.contact });
      const guestKey = `${identity.redis.keyPrefix}guest-session:${hashSessionToken(target.browser.cookies.get(GUEST_COOKIE)!)}`;
      await identity.redis.client.set(guestKey, JSON.stringify((await target.browser.resolve()).guest), 'EX', 60);
      await identity.browser().post('/api/auth/request-password-reset', { email: target.contact });
      await identity.smtp.codeFor(target.contact);

      const deleted = await admin.send('DELETE', `/api/admin/users/${target.id}`);
      expect(deleted).toMatchObject({ status: 200, body: { message: 'User deleted successfully' } });
      await expect(target.browser.resolve()).resolves.toEqual({ person: null, guest: null });
      const leftovers = await identity.sql.query(
        `SELECT (SELECT count(*) FROM identity.users WHERE id = $1)::int AS users,
                (SELECT count(*) FROM identity.sessions WHERE sess->>'userId' = $1::text)::int AS sessions,
                (SELECT count(*) FROM identity.password_reset_tokens WHERE user_id = $1)::int AS codes,
                (SELECT count(*) FROM identity.guest_sessions WHERE email = $2)::int AS guests`,
        [target.id, target.contact],
      );
      expect(leftovers.rows[0]).toEqual({ users: 0, sessions: 0, codes: 0, guests: 0 });
      expect(await identity.redis.client.exists(guestKey)).toBe(0);
      const events = (await identity.outbox('user.deleted')).filter((event) => event.payload.userId === target.id);
      expect(events).toEqual([
        {
          name: 'user.deleted',
          payload: { userId: target.id, role: 'customer', displayName: 'Leaving Tester', version: 2 },
          actor: expect.objectContaining({ id: adminId, role: 'admin', ip: '203.0.113.9' }),
        },
      ]);
      expect(await admin.send('DELETE', `/api/admin/users/${target.id}`)).toMatchObject({
        status: 404,
        body: { message: 'User not found' },
      });
    });

    it('refuses an admin acting on themself, unknown ids and bad ids', async () => {
      expect(await admin.send('PUT', `/api/admin/users/${adminId}/suspend`, { reason: 'oops' })).toMatchObject({
        status: 400,
        body: { message: 'You cannot suspend, ban or delete your own account.' },
      });
      expect((await admin.send('DELETE', `/api/admin/users/${adminId}`)).status).toBe(400);
      expect((await admin.send('PATCH', `/api/admin/customers/${adminId}/ban`, { banned: true })).status).toBe(400);
      expect(await admin.send('PUT', '/api/admin/users/999999/suspend', {})).toMatchObject({
        status: 404,
        body: { message: 'User not found' },
      });
      expect(await admin.send('PUT', '/api/admin/users/abc/suspend', {})).toMatchObject({
        status: 400,
        body: { message: 'Expected number, received nan' },
      });
      expect(await admin.send('DELETE', '/api/admin/users/-3')).toMatchObject({
        status: 400,
        body: { message: 'id must be a positive integer' },
      });
      expect(await admin.send('PUT', `/api/admin/users/1/suspend`, { reason: 'x'.repeat(501) })).toMatchObject({
        status: 400,
        body: { message: 'Reason must be at most 500 characters' },
      });
    });

    it('refuses the admin routes to a customer (403) and to anonymous callers (401)', async () => {
      const { browser } = await customer('Curious');
      for (const [method, path] of [
        ['GET', '/api/admin/users'],
        ['GET', '/api/admin/shop-owners'],
        ['GET', '/api/admin/customers'],
        ['GET', '/api/admin/customers/export'],
        ['PUT', '/api/admin/users/1/suspend'],
        ['PATCH', '/api/admin/customers/1/ban'],
        ['DELETE', '/api/admin/shop-owners/1'],
      ] as const) {
        expect({ path, status: (await browser.send(method, path, {})).status }).toEqual({ path, status: 403 });
        expect({ path, status: (await identity.browser().send(method, path, {})).status }).toEqual({
          path,
          status: 401,
        });
      }
    });
  });

  describe('the shop-owners list', () => {
    it('shows shop name, shop count and products from catalog events, and suspends and deletes owners', async () => {
      const mary = await owner('Maeve');
      const noShops = await owner('Brid');
      const cust = await customer('NotAnOwner');
      const shops = new ShopEventFactory(identity);
      await shops.create({ shopId: 9001, ownerId: mary.id, name: "Maeve's Bakery", location: 'Cork' });
      await shops.create({ shopId: 9002, ownerId: mary.id, name: "Maeve's Cafe", location: 'Cork' });
      const product = { shopId: 9001, ownerId: mary.id };
      await identity.deliver('product.created', { ...product, productId: 1, name: 'Bread', price: '3.50' });
      await identity.deliver('product.created', { ...product, productId: 2, name: 'Scone', price: '2.00' });
      await identity.deliver('product.created', { ...product, productId: 3, shopId: 9002, name: 'Tea', price: '2.50' });
      await identity.deliver('product.deleted', { ...product, productId: 2 });
      await identity.deliver('shop.removed', { shopId: 9002, ownerId: mary.id, name: "Maeve's Cafe" });
      await waitFor('the projection to count the shops', async () => {
        const result = await identity.sql.query('SELECT count(*)::int AS handled FROM identity.inbox_events');
        return result.rows[0].handled >= 7;
      });

      const list = await admin.get(`/api/admin/shop-owners?search=${tag}&sortBy=shopName&sortOrder=asc`);
      expect(list.status).toBe(200);
      const rows = list.body.shopOwners as Array<Record<string, unknown>>;
      expect(rows.find((row) => row.id === mary.id)).toEqual({
        id: mary.id,
        firstName: 'Maeve',
        lastName: 'Owner',
        email: mary.email,
        shopName: "Maeve's Bakery",
        shopCount: 1,
        totalProducts: 1,
        createdAt: expect.any(String),
        banned: false,
      });
      expect(rows.find((row) => row.id === noShops.id)).toMatchObject({
        shopName: null,
        shopCount: 0,
        totalProducts: 0,
      });
      expect(rows.map((row) => row.id)).not.toContain(cust.id);
      expect(rows[0].id).toBe(mary.id);

      const suspended = await admin.send('PUT', `/api/admin/shop-owners/${noShops.id}/suspend`, { reason: '' });
      expect(suspended.body).toMatchObject({ message: 'Shop owner suspended successfully', user: { banned: true } });
      const event = (await identity.outbox('user.suspended')).find((row) => row.payload.userId === noShops.id)!;
      expect(event.payload).toEqual({ userId: noShops.id, role: 'shop_owner', version: 2 });
      const filtered = await admin.get(`/api/admin/shop-owners?status=suspended&search=${tag}`);
      expect(filtered.body.shopOwners.map((row: { id: number }) => row.id)).toEqual([noShops.id]);
      expect((await admin.send('PUT', `/api/admin/shop-owners/${noShops.id}/unsuspend`)).body.user.banned).toBe(false);

      expect(await admin.send('PUT', `/api/admin/shop-owners/${cust.id}/suspend`, {})).toMatchObject({ status: 404 });
      expect(await admin.send('DELETE', `/api/admin/shop-owners/${mary.id}`)).toMatchObject({
        status: 200,
        body: { message: 'Shop owner deleted successfully' },
      });
      await expect(mary.browser.resolve()).resolves.toMatchObject({ person: null });
      expect(await admin.get('/api/admin/shop-owners?status=everyone')).toMatchObject({ status: 400 });
    });
  });

  describe('customers', () => {
    it('lists every customer with the admin row and searches id, e-mail, phone and city', async () => {
      const cork = await customer('Cian', `Corkhill-${tag}`);
      const phoned = await customer('Fionn', 'Tralee', '0871112223');
      const all = await admin.get('/api/admin/customers');
      expect(all.status).toBe(200);
      const row = (all.body as Array<{ id: number }>).find((customerRow) => customerRow.id === cork.id);
      expect(row).toEqual({
        id: cork.id,
        email: cork.contact,
        phone: null,
        city: `Corkhill-${tag}`,
        firstName: 'Cian',
        lastName: 'Tester',
        contactMethod: 'email',
        isEmailVerified: false,
        isPhoneVerified: false,
        banned: false,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect((all.body as Array<{ id: number }>).map((customerRow) => customerRow.id)).not.toContain(adminId);
      const ids = async (search: string) =>
        (
          (await admin.get(`/api/admin/customers?search=${encodeURIComponent(search)}`)).body as Array<{ id: number }>
        ).map((customerRow) => customerRow.id);
      await expect(ids(`corkhill-${tag}`)).resolves.toEqual([cork.id]);
      await expect(ids(cork.contact.toUpperCase())).resolves.toEqual([cork.id]);
      await expect(ids('087 111 2223')).resolves.toEqual([phoned.id]);
      await expect(ids(String(phoned.id))).resolves.toContain(phoned.id);
    });

    it('bans and unbans a customer, ending their session at once, with user.banned and user.unbanned', async () => {
      const target = await customer('Banned');
      const banned = await admin.send('PATCH', `/api/admin/customers/${target.id}/ban`, {
        banned: true,
        reason: 'Spam',
      });
      expect(banned).toMatchObject({
        status: 200,
        body: { message: 'Customer has been banned from the platform.', customer: { id: target.id, banned: true } },
      });
      await expect(target.browser.resolve()).resolves.toMatchObject({ person: null });
      const event = (await identity.outbox('user.banned')).find((row) => row.payload.userId === target.id)!;
      expect(event.payload).toEqual({ userId: target.id, role: 'customer', reason: 'Spam', version: 2 });
      expect(event.actor).toMatchObject({ id: adminId, role: 'admin', reason: 'Spam', ip: '203.0.113.9' });

      const unbanned = await admin.send('PATCH', `/api/admin/customers/${target.id}/ban`, { banned: false });
      expect(unbanned.body).toMatchObject({ message: 'Customer ban has been lifted.', customer: { banned: false } });
      const lifted = await identity.outbox('user.unbanned');
      expect(lifted.map((row) => row.payload.userId)).toContain(target.id);
      expect(lifted.find((row) => row.payload.userId === target.id)!.payload.version).toBe(3);

      expect(await admin.send('PATCH', `/api/admin/customers/${target.id}/ban`, {})).toMatchObject({
        status: 400,
        body: { message: 'banned is required' },
      });
      expect(await admin.send('PATCH', `/api/admin/customers/${target.id}/ban`, { banned: 'yes' })).toMatchObject({
        status: 400,
        body: { message: 'banned must be true or false' },
      });
      const owners = await owner('NotACustomer');
      expect((await admin.send('PATCH', `/api/admin/customers/${owners.id}/ban`, { banned: true })).status).toBe(404);
    });

    it('deletes a customer', async () => {
      const target = await customer('Gone');
      expect(await admin.send('DELETE', `/api/admin/customers/${target.id}`)).toMatchObject({
        status: 200,
        body: { message: 'Customer account has been permanently deleted.' },
      });
      const events = await identity.outbox('user.deleted');
      expect(events.map((row) => row.payload.userId)).toContain(target.id);
    });

    it('streams the CSV export with the header and a row per customer, across several batches', async () => {
      const batchTag = `csv${tag}`;
      await identity.sql.query(
        `INSERT INTO identity.users (email, first_name, last_name, role, city, contact_method, password)
         SELECT 'bulk' || n || '@${batchTag}.ie', 'Bulk', 'Customer', 'customer', '=SUM(A1)', 'email', 'x'
           FROM generate_series(1, 1203) AS n`,
      );
      const response = await admin.get('/api/admin/customers/export');
      expect(response.status).toBe(200);
      expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(response.headers['content-disposition']).toMatch(
        /^attachment; filename="customers-\d{4}-\d{2}-\d{2}T\d{2}-\d{2}-\d{2}\.csv"$/,
      );
      const lines = response.text
        .replace(/^\uFEFF/, '')
        .trim()
        .split('\n');
      expect(lines[0]).toBe(CUSTOMER_EXPORT_COLUMNS.join(','));
      const bulk = lines.filter((line) => line.includes(`@${batchTag}.ie`));
      expect(bulk).toHaveLength(1203);
      expect(bulk[0]).toMatch(
        new RegExp(`^\\d+,bulk1@${batchTag}\\.ie,,'=SUM\\(A1\\),email,No,No,No,\\d{4}-\\d{2}-\\d{2}T[^,]+,0$`),
      );
      const customerCount = await identity.sql.query(
        "SELECT count(*)::int AS n FROM identity.users WHERE role = 'customer'",
      );
      expect(lines).toHaveLength(customerCount.rows[0].n + 1);

      const filtered = await admin.get(`/api/admin/customers/export?search=bulk12${'0'}3@`);
      expect(
        filtered.text
          .replace(/^\uFEFF/, '')
          .trim()
          .split('\n'),
      ).toHaveLength(2);
    });
  });
});
