import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { defaultCategories, demoSignIns } from '@app/contracts';
import { waitFor } from '@app/testing';
import { memorySettings } from '../../scripts/embedded/postgres/memory-settings';
import { startEmbedded } from './support/embedded-host';
import { BrowserLikeClient } from './support/http-client';
import { freePort, randomServicePortBase } from './support/service-process';

describe('the embedded product (npm start)', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'marketplace-embedded-'));
  let env: Record<string, string>;
  let port: number;
  let databasePort: number;

  beforeAll(async () => {
    port = await freePort();
    databasePort = await freePort();
    const servicePortBase = randomServicePortBase();
    env = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      EMBEDDED_DB_PORT: String(databasePort),
      SERVICE_PORT_BASE: String(servicePortBase),
      LOG_LEVEL: 'warn',
    };
  });

  afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

  it('serves the web app and the eight categories, and keeps its data across a restart', async () => {
    const first = await startEmbedded(env, port);
    const base = `http://127.0.0.1:${port}`;
    try {
      const home = await fetch(`${base}/browse`);
      expect(home.status).toBe(200);
      expect(home.headers.get('content-type')).toMatch(/text\/html/);
      await expect(home.text()).resolves.toMatch(/<div id="root"( inert)?>/);

      const categories = (await (await fetch(`${base}/api/categories`)).json()) as Array<{ slug: string }>;
      expect(categories.map((category) => category.slug).sort()).toEqual(
        defaultCategories.map((category) => category.slug).sort(),
      );

      const unknown = await fetch(`${base}/api/no-such-thing`);
      expect(unknown.status).toBe(404);
      await expect(unknown.json()).resolves.toMatchObject({ message: expect.any(String) });

      // Without a terminal: JSON lines only, one of them the ready line with what a person needs.
      const lines = first
        .output()
        .split('\n')
        .filter((line) => line.trim());
      const parsed = lines.map((line) => {
        try {
          return JSON.parse(line) as Record<string, unknown>;
        } catch {
          throw new Error(`not a JSON line: ${line}`);
        }
      });
      expect(parsed.find((line) => line.msg === 'Local Shop Marketplace is ready')).toMatchObject({
        url: `http://localhost:${port}`,
        adminEmail: 'admin@localshop.ie',
        adminOneTimePassword: expect.stringMatching(/^.{12,}$/),
        mailbox: `http://localhost:${port}/dev/mail`,
        demoSignIns: demoSignIns(),
        dataDir,
      });

      // A code sent during the test is one click away in the development mailbox.
      const email = `fresh.${Date.now()}@example.ie`;
      const registered = await fetch(`${base}/api/auth/register`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: base },
        body: JSON.stringify({ firstName: 'Una', lastName: 'Walsh', email, password: 'Sligo!2026x' }),
      });
      expect(registered.status).toBe(201);
      const mailbox = await waitFor('the verification mail in /dev/mail', async () => {
        const page = await (await fetch(`${base}/dev/mail`)).text();
        return page.includes(encodeURIComponent(email)) && page;
      });
      const link = /href="(\/dev\/mail\/[^"]+)"/.exec(mailbox)![1];
      await expect((await fetch(`${base}${link}`)).text()).resolves.toMatch(/\b\d{6}\b/);

      const client = new Client({
        connectionString: `postgres://postgres:marketplace@127.0.0.1:${databasePort}/marketplace`,
      });
      await client.connect();
      try {
        // Sized to the machine, not PostgreSQL's 128 MB default (memory-settings.ts).
        const { rows: memory } = await client.query<{ name: string; megabytes: number }>(
          `SELECT name, (setting::bigint * 8 / 1024)::int AS megabytes FROM pg_settings
           WHERE name IN ('shared_buffers', 'effective_cache_size') ORDER BY name`,
        );
        const sized = memorySettings();
        expect(memory).toEqual([
          { name: 'effective_cache_size', megabytes: parseInt(sized.effective_cache_size, 10) },
          { name: 'shared_buffers', megabytes: parseInt(sized.shared_buffers, 10) },
        ]);
        await expectALivingDemo(base, client);
        await client.query("INSERT INTO catalog.categories (name, slug) VALUES ('Pets', 'pets-kept-across-restart')");
      } finally {
        await client.end();
      }
    } finally {
      await first.stop();
    }

    // The second start on a terminal: readable lines and the banner (the admin exists now: no password).
    const second = await startEmbedded(env, port, true);
    try {
      // eslint-disable-next-line no-control-regex
      const screen = second.output().replace(/\u001b\[[0-9;]*m/g, '');
      expect(screen).toContain('Local Shop Marketplace is ready');
      expect(screen).toMatch(new RegExp(`Open +http://localhost:${port}`));
      expect(screen).toMatch(/Admin +admin@localshop\.ie +\|/);
      expect(screen).toMatch(new RegExp(`Mail +http://localhost:${port}/dev/mail`));
      expect(screen).toMatch(new RegExp(`Demo +customer ${demoSignIns().customer.replace(/\./g, '\\.')} `));
      expect(screen).toMatch(new RegExp(`owner +${demoSignIns().owner.replace(/\./g, '\\.')} `));
      expect(screen).toContain(`password ${demoSignIns().password}`);
      expect(screen).not.toMatch(/^\{"level"/m);
      const categories = (await (await fetch(`${base}/api/categories`)).json()) as Array<{ slug: string }>;
      expect(categories.map((category) => category.slug)).toContain('pets-kept-across-restart');
      expect(categories).toHaveLength(defaultCategories.length + 1);
      expect(second.output()).not.toMatch(/Creating a new database cluster/);
    } finally {
      await second.stop();
    }
  });
});

/**
 * The demo town lives (issue 19): the banner's demo sign-ins work, the customer finds their reviews, favourites
 * and conversations, the owner an unread message, and catalog's ratings of every shop are the reviews' totals.
 */
async function expectALivingDemo(base: string, database: Client): Promise<void> {
  const signIns = demoSignIns();
  const customer = new BrowserLikeClient(base);
  const signedIn = await customer.post(
    '/api/auth/login',
    { email: signIns.customer, password: signIns.password },
    { origin: base },
  );
  expect(signedIn.status).toBe(200);
  // The reviews, favourites and conversations arrive through the events of the seeding.
  await waitFor('the demo customer to have reviews, favourites and a conversation', async () => {
    const [reviews, favourites, conversations] = await Promise.all([
      customer.get('/api/customer/reviews'),
      customer.get('/api/customer/favorites'),
      customer.get('/api/customer/conversations'),
    ]);
    const lengthOf = (body: unknown) =>
      Array.isArray(body) ? body.length : ((body as { items?: unknown[] })?.items?.length ?? 0);
    return lengthOf(reviews.json) > 0 && lengthOf(favourites.json) > 0 && lengthOf(conversations.json) > 0;
  });

  const owner = new BrowserLikeClient(base);
  expect(
    (await owner.post('/api/auth/login', { email: signIns.owner, password: signIns.password }, { origin: base }))
      .status,
  ).toBe(200);
  const conversations = await owner.get('/api/chat/conversations');
  expect(conversations.status).toBe(200);
  expect(conversations.json).toEqual(
    expect.arrayContaining([expect.objectContaining({ viewerRole: 'shop_owner', unreadCount: expect.any(Number) })]),
  );
  expect(
    (conversations.json as Array<{ unreadCount: number }>).some((conversation) => conversation.unreadCount > 0),
  ).toBe(true);

  await waitFor('catalog to show the ratings reviews computed, for every demo shop', async () => {
    const { rows } = await database.query<{ shops: number; reviewed: number; reviews: number; disagreeing: number }>(
      `SELECT count(*)::int AS shops, count(*) FILTER (WHERE s.review_count > 0)::int AS reviewed,
              coalesce(sum(s.review_count), 0)::int AS reviews,
              count(*) FILTER (WHERE s.review_count <> coalesce(r.n, 0)
                OR (r.n > 0 AND s.rating <> round(r.total::numeric / r.n, 2)))::int AS disagreeing
         FROM catalog.shops s
         LEFT JOIN (SELECT shop_id, count(*) AS n, sum(rating) AS total FROM reviews.reviews GROUP BY shop_id) r
           ON r.shop_id = s.id`,
    );
    const totals = rows[0];
    return totals.disagreeing === 0 && totals.reviews >= 100 && totals.reviewed > totals.shops / 2;
  });
}
