/**
 * B-read: a bare Fastify handler with a `pg` pool running only the read SQL of GET /api/shops/{id}
 * (ShopsService.detail since issue 20: the visible shop, then its products, no transaction). The page's view is
 * written off the request path by the catalog's view recorder, so the baseline does no write either. Column lists
 * come from the catalog's own modules. Both statements are prepared once per connection, as the catalog prepares its
 * own (since session 21): the baseline runs the SQL the way the product does.
 */
import Fastify from 'fastify';
import { Pool } from 'pg';
import { PRODUCT_COLUMNS, PRODUCT_FROM } from '../../services/catalog/src/products/product.row';
import { SHOP_FROM, shopColumns } from '../../services/catalog/src/shops/shop.row';

const SHOP_SQL = `SELECT ${shopColumns()},
         EXISTS (SELECT 1 FROM catalog.owner_status os WHERE os.owner_id = s.owner_id AND os.banned) AS owner_banned
       FROM ${SHOP_FROM} WHERE s.id = $1`;
const PRODUCTS_SQL = `SELECT ${PRODUCT_COLUMNS} FROM ${PRODUCT_FROM}
       WHERE p.shop_id = $1 AND p.is_active ORDER BY p.created_at DESC, p.id DESC`;

async function main(): Promise<void> {
  const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 10) });
  const app = Fastify({ logger: false });
  app.get('/health', () => ({ status: 'ok' }));
  app.get<{ Params: { id: string } }>('/api/shops/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const shop = (await pool.query({ name: 'b_read_shop', text: SHOP_SQL, values: [id] })).rows[0];
    if (!shop || !shop.is_approved || !shop.is_active || shop.owner_banned) {
      return reply.code(404).send({ message: 'Shop not found' });
    }
    const products = (await pool.query({ name: 'b_read_products', text: PRODUCTS_SQL, values: [id] })).rows;
    return { ...shop, products };
  });
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  process.stderr.write(`B-read failed: ${String(error)}\n`);
  process.exit(1);
});
