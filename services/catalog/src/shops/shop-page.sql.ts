import { preparedStatement } from '@app/database';
import { ProductRow } from '../products/product.row';
import { OWNER_HIDES_SHOPS } from '../search/search-sql';
import { SHOP_FROM, shopColumns, ShopRow } from './shop.row';

/** A product as the shop page's statement nests it: its own columns; the shop facts come from the shop's row. */
type PageProduct = Pick<
  ProductRow,
  'id' | 'name' | 'description' | 'price' | 'quantity' | 'image_url' | 'images' | 'is_active'
> & {
  /** Milliseconds since the epoch, truncated as node-postgres truncates a timestamptz it parses. */
  created_at_ms: number;
};

/** The shop page's one row: the shop, whether its owner hides it, and every product of it, newest first. */
export type ShopPageRow = ShopRow & { owner_hides: boolean; products: PageProduct[] };

/**
 * The shop page in one statement (issue 20, T1/T2): the shop with its products as one JSON column, where the page
 * ran a second statement for the products after the shop's. Each statement cost the catalog's one event loop a pool
 * checkout, a socket write and the parsing of a row description and typed rows; the products' rows also repeated
 * the shop's facts. All products come back (inactive ones too): who may see those is decided in ShopsService from
 * the shop's row, as before. Prepared once per connection.
 */
export const SHOP_PAGE_SQL = preparedStatement(
  `SELECT ${shopColumns()}, ${OWNER_HIDES_SHOPS} AS owner_hides,
     (SELECT coalesce(json_agg(json_build_object(
         'id', p.id, 'name', p.name, 'description', p.description, 'price', p.price::text, 'quantity', p.quantity,
         'image_url', p.image_url, 'images', p.images, 'is_active', p.is_active,
         'created_at_ms', floor(extract(epoch FROM p.created_at) * 1000))
         ORDER BY p.created_at DESC, p.id DESC), '[]'::json)
      FROM catalog.products p WHERE p.shop_id = s.id) AS products
   FROM ${SHOP_FROM} WHERE s.id = $1`,
);

/**
 * The page's products as the product mapper takes them (ProductRow, the shape the product queries select), the
 * shop's facts filled in from its row; `activeOnly` leaves out the inactive ones.
 */
export function productRowsOfPage(shop: ShopPageRow, activeOnly: boolean): ProductRow[] {
  const rows: ProductRow[] = [];
  for (const product of shop.products) {
    if (activeOnly && !product.is_active) continue;
    // Built field by field: a spread, or parsing the timestamp's text, cost as much as the rest of the page.
    rows.push({
      id: product.id,
      shop_id: shop.id,
      name: product.name,
      description: product.description,
      price: product.price,
      quantity: product.quantity,
      image_url: product.image_url,
      images: product.images,
      is_active: product.is_active,
      created_at: new Date(product.created_at_ms),
      shop_name: shop.name,
      shop_location: shop.location,
      shop_rating: shop.rating,
      shop_review_count: shop.review_count,
      category_id: shop.category_id,
      category_name: shop.category_name,
      category_slug: shop.category_slug,
      shop_latitude: shop.latitude,
      shop_longitude: shop.longitude,
    });
  }
  return rows;
}
