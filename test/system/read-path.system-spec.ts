import { get } from 'node:http';
import { Client } from 'pg';
import { MAX_VISITS_PER_EVENT } from '@app/contracts';
import { waitFor } from '@app/testing';
import { startSystem, SystemUnderTest } from './support/system-under-test';

async function insertApprovedShop(sql: Client, name: string): Promise<number> {
  const { rows } = await sql.query(
    `INSERT INTO catalog.shops (owner_id, name, description, location, category_id, status, is_approved)
     VALUES (9191, $1, 'Fresh bread and cakes every morning from the oven behind the counter.', 'Kilkenny',
       (SELECT id FROM catalog.categories WHERE slug = 'food-beverages'), 'approved', true)
     RETURNING id`,
    [name],
  );
  return rows[0].id as number;
}

async function writtenViews(sql: Client, shopId: number) {
  const { rows } = await sql.query(
    `SELECT (SELECT view_count FROM catalog.shops WHERE id = $1) AS "viewCount",
            (SELECT count(*)::int FROM catalog.shop_visits WHERE shop_id = $1) AS visits,
            (SELECT count(DISTINCT visit->>'visitId')::int FROM catalog.outbox_events e,
               jsonb_array_elements(e.payload->'visits') AS visit
              WHERE e.name = 'shop.visits.recorded' AND (visit->>'shopId')::int = $1) AS "publishedVisits"`,
    [shopId],
  );
  return rows[0] as { viewCount: number; visits: number; publishedVisits: number };
}

/**
 * A conditional GET as a browser's cache sends it. Not fetch(): a fetch with If-None-Match also sends
 * `Cache-Control: no-cache` (the Fetch standard), which asks every server for a full answer.
 */
function conditionalGet(url: string, etag: string): Promise<{ status: number; body: string; etag?: string }> {
  return new Promise((resolve, reject) => {
    get(url, { headers: { 'if-none-match': etag } }, (response) => {
      let body = '';
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => (body += chunk));
      response.on('end', () => resolve({ status: response.statusCode!, body, etag: response.headers.etag }));
    }).on('error', reject);
  });
}

/** Runs `total` requests with at most `inFlight` open at once; returns how many answered 200. */
async function concurrently(total: number, inFlight: number, request: () => Promise<Response>): Promise<number> {
  let started = 0;
  let succeeded = 0;
  const lane = async () => {
    while (started < total) {
      started += 1;
      const response = await request();
      await response.arrayBuffer();
      if (response.status === 200) succeeded += 1;
    }
  };
  await Promise.all(Array.from({ length: inFlight }, lane));
  return succeeded;
}

describe('the public read path (issue 20)', () => {
  let system: SystemUnderTest;
  let base: string;

  beforeAll(async () => {
    system = await startSystem('readpath', ['identity', 'catalog']);
    base = system.gateway.url;
  }, 120_000);

  afterAll(async () => {
    await system?.stop();
  });

  it('answers an unchanged public read 304 without a body, and a changed one 200 with the new ETag', async () => {
    const shopId = await insertApprovedShop(system.sql, 'Marble City Bakery');
    for (const path of [
      '/api/categories',
      `/api/shops/${shopId}`,
      `/api/shops/${shopId}/products`,
      '/api/shops?search=marble',
      '/api/products/search?location=Kilkenny',
    ]) {
      // Polled: a shop page's view count (and so its ETag) moves when the views of the last second are written.
      const revalidated = await waitFor(`a 304 for ${path}`, async () => {
        const first = await fetch(`${base}${path}`);
        expect(first.status).toBe(200);
        expect(first.headers.get('cache-control')).toBe('private, no-cache');
        const etag = first.headers.get('etag');
        expect(etag).toMatch(/^W\/".+"$/);
        await first.arrayBuffer();
        const again = await conditionalGet(`${base}${path}`, etag!);
        return again.status === 304 && again;
      });
      expect(revalidated.body).toBe('');
    }

    const before = await fetch(`${base}/api/shops/${shopId}`);
    const etag = before.headers.get('etag')!;
    await before.arrayBuffer();
    await system.sql.query(
      `UPDATE catalog.shops SET description = description || ' Now with sourdough.' WHERE id = $1`,
      [shopId],
    );
    const changed = await conditionalGet(`${base}/api/shops/${shopId}`, etag);
    expect(changed.status).toBe(200);
    expect(changed.etag).not.toBe(etag);
    expect(JSON.parse(changed.body).description).toMatch(/sourdough/);
  });

  it('counts 1,000 concurrent views of one shop exactly, off the request path', async () => {
    const shopId = await insertApprovedShop(system.sql, 'Nore Valley Deli');
    const served = await concurrently(1000, 50, () => fetch(`${base}/api/shops/${shopId}`));
    expect(served).toBe(1000);

    const written = await waitFor('every view written', async () => {
      const counts = await writtenViews(system.sql, shopId);
      return counts.viewCount >= 1000 && counts.visits >= 1000 && counts.publishedVisits >= 1000 && counts;
    });
    expect(written).toEqual({ viewCount: 1000, visits: 1000, publishedVisits: 1000 });
    // Published a flush at a time, at most MAX_VISITS_PER_EVENT visits to an event.
    const { rows: events } = await system.sql.query(
      `SELECT count(*)::int AS events, max(jsonb_array_length(payload->'visits'))::int AS "largest"
       FROM catalog.outbox_events
       WHERE name = 'shop.visits.recorded' AND payload->'visits' @> jsonb_build_array(jsonb_build_object('shopId', $1::int))`,
      [shopId],
    );
    expect(events[0].events).toBeLessThan(1000);
    expect(events[0].largest).toBeLessThanOrEqual(MAX_VISITS_PER_EVENT);
    const page = (await (await fetch(`${base}/api/shops/${shopId}`)).json()) as { viewCount: number };
    expect(page.viewCount).toBe(1000);
  });

  it('shows a write on the next read of a shop page that many people are reading at once', async () => {
    const shopId = await insertApprovedShop(system.sql, 'Rose Inn Cheesemongers');
    let reading = true;
    // Readers keep 30 reads of the page in flight, so every checked read below shares reads with theirs.
    const readers = Promise.all(
      Array.from({ length: 30 }, async () => {
        let reads = 0;
        while (reading) {
          const response = await fetch(`${base}/api/shops/${shopId}`);
          await response.arrayBuffer();
          if (response.status === 200) reads += 1;
        }
        return reads;
      }),
    );
    try {
      for (let round = 1; round <= 25; round += 1) {
        const description = `Round ${round}: farmhouse cheeses cut to order, with a tasting plate on Saturdays.`;
        await system.sql.query('UPDATE catalog.shops SET description = $2 WHERE id = $1', [shopId, description]);
        const page = (await (await fetch(`${base}/api/shops/${shopId}`)).json()) as { description: string };
        expect(page.description).toBe(description);
      }
    } finally {
      reading = false;
    }
    const reads = await readers;
    expect(reads.every((count) => count > 0)).toBe(true);
  });

  it('writes the views it holds when it is stopped (SIGTERM)', async () => {
    const shopId = await insertApprovedShop(system.sql, 'Castle Yard Books');
    const served = await concurrently(300, 30, () => fetch(`${base}/api/shops/${shopId}`));
    await system.services.catalog!.stop();

    expect(await writtenViews(system.sql, shopId)).toEqual({
      viewCount: served,
      visits: served,
      publishedVisits: served,
    });
    expect(served).toBe(300);
  });
});
