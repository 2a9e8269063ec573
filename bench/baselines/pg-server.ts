/**
 * B-pg: a bare Fastify handler with a `pg` pool running exactly the statements the catalog runs for
 * GET /api/shops/{id} (ShopsService.detail), in the same transaction shape: read the visible shop, count the view,
 * record the visit, write shop.viewed to the outbox, read the products. The column lists come from the catalog's
 * own modules; the three writes are the catalog's statements as written in shops.service.ts and outbox.service.ts.
 */
import { randomUUID } from 'node:crypto';
import Fastify from 'fastify';
import { Pool } from 'pg';
import { messagingTables } from '../../libs/messaging/src/messaging-tables';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from '../../services/catalog/src/products/product.row';
import { SHOP_FROM, shopColumns } from '../../services/catalog/src/shops/shop.row';
import { visitTimeParts } from '../../services/catalog/src/visits/visit-time';

const OUTBOX = messagingTables('catalog').outbox;
const TIME_ZONE = 'Europe/Dublin';

const SHOP_SQL = `SELECT ${shopColumns()},
         EXISTS (SELECT 1 FROM catalog.owner_status os WHERE os.owner_id = s.owner_id AND os.banned) AS owner_banned
       FROM ${SHOP_FROM} WHERE s.id = $1`;
const COUNT_VIEW_SQL = 'UPDATE catalog.shops SET view_count = view_count + 1 WHERE id = $1 RETURNING view_count';
const VISIT_SQL = `INSERT INTO catalog.shop_visits
         (shop_id, user_id, guest_session_id, ip_address, user_agent, referrer, visited_at, year, month, week, day)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) RETURNING id`;
const OUTBOX_SQL = `INSERT INTO ${OUTBOX} ("id", "name", "payload", "actor", "occurred_at") VALUES ($1, $2, $3::jsonb, $4::jsonb, $5)`;
const PRODUCTS_SQL = `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM}
       WHERE p.shop_id = $1 AND p.is_active ORDER BY p.created_at DESC, p.id DESC`;

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  const app = Fastify({ logger: false });
  app.get('/health', () => ({ status: 'ok' }));
  app.get<{ Params: { id: string } }>('/api/shops/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      const shop = (await client.query(SHOP_SQL, [id])).rows[0];
      if (!shop || !shop.is_approved || !shop.is_active || shop.owner_banned) {
        await client.query('ROLLBACK');
        return reply.code(404).send({ message: 'Shop not found' });
      }
      shop.view_count = (await client.query(COUNT_VIEW_SQL, [id])).rows[0].view_count;
      const visitedAt = new Date();
      const time = visitTimeParts(visitedAt, TIME_ZONE);
      const userAgent = request.headers['user-agent'] ?? null;
      const referrer = request.headers.referer ?? null;
      const visit = await client.query(VISIT_SQL, [
        id,
        null,
        null,
        request.ip,
        userAgent,
        referrer,
        visitedAt,
        time.year,
        time.month,
        time.week,
        time.day,
      ]);
      const payload = {
        visitId: Number(visit.rows[0].id),
        shopId: id,
        shopName: shop.name,
        shopLocation: shop.location,
        userId: null,
        guestSessionId: null,
        ipAddress: request.ip,
        userAgent,
        referrer,
        visitedAt: visitedAt.toISOString(),
      };
      const actor = { role: 'guest', ip: request.ip, ...(userAgent ? { userAgent } : {}) };
      await client.query(OUTBOX_SQL, [
        randomUUID(),
        'shop.viewed',
        JSON.stringify(payload),
        JSON.stringify(actor),
        new Date().toISOString(),
      ]);
      const products = (await client.query(PRODUCTS_SQL, [id])).rows;
      await client.query('COMMIT');
      return { ...shop, products };
    } catch (error) {
      await client.query('ROLLBACK').catch(() => undefined);
      throw error;
    } finally {
      client.release();
    }
  });
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  process.stderr.write(`B-pg failed: ${String(error)}\n`);
  process.exit(1);
});
