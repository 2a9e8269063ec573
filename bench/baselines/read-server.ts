/**
 * B-read: a bare Fastify handler with a `pg` pool running only the read SQL of GET /api/shops/{id}: the catalog's own
 * statement (ShopsService.detail since issue 20, one statement since session 26: the shop with its products as one
 * JSON column), imported, so the baseline runs the current SQL. The page's view is written off the request path by
 * the catalog's view recorder, so the baseline does no write either. Prepared once per connection under the same
 * name, as the catalog prepares it. It answers the row as Postgres gave it (no mapping, no ETag).
 */
import Fastify from 'fastify';
import { Pool } from 'pg';
import { SHOP_PAGE_SQL } from '../../services/catalog/src/shops/shop-page.sql';

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  const app = Fastify({ logger: false });
  app.get('/health', () => ({ status: 'ok' }));
  app.get<{ Params: { id: string } }>('/api/shops/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const shop = (await pool.query({ name: SHOP_PAGE_SQL.name, text: SHOP_PAGE_SQL.text, values: [id] })).rows[0];
    if (!shop || !shop.is_approved || !shop.is_active || shop.owner_hides) {
      return reply.code(404).send({ message: 'Shop not found' });
    }
    return shop;
  });
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  process.stderr.write(`B-read failed: ${String(error)}\n`);
  process.exit(1);
});
