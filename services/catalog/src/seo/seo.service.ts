import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { OpeningHours, ShopPageSummary, SitemapShopsQuery, SitemapShopsResponse } from '@app/contracts';
import { CatalogErrorCode, CatalogException } from '../shops/shops.exception';
import { PUBLIC_SHOP_CONDITION } from './public-shop.sql';

interface ShopSummaryRow {
  id: number;
  name: string;
  description: string | null;
  location: string;
  image_url: string | null;
  category_name: string | null;
  category_slug: string | null;
  rating: string;
  review_count: number;
  latitude: number | null;
  longitude: number | null;
  opening_hours: OpeningHours;
  updated_at: Date;
}

/**
 * What search engines and link previews may read of the public directory: one shop's visitor view (without
 * counting a view, unlike the shop page) and the approved shops for the sitemap.
 */
@Injectable()
export class SeoService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  async shopSummary(id: number): Promise<ShopPageSummary> {
    const rows: ShopSummaryRow[] = await this.dataSource.query(
      `SELECT s.id, s.name, s.description, s.location, s.image_url, c.name AS category_name,
         c.slug AS category_slug, s.rating::text AS rating, s.review_count, s.latitude, s.longitude,
         s.opening_hours, s.updated_at
       FROM catalog.shops s LEFT JOIN catalog.categories c ON c.id = s.category_id
       WHERE s.id = $1 AND ${PUBLIC_SHOP_CONDITION}`,
      [id],
    );
    const row = rows[0];
    if (!row) throw new CatalogException(CatalogErrorCode.ShopNotFound);
    return {
      id: row.id,
      name: row.name,
      description: row.description,
      location: row.location,
      imageUrl: row.image_url,
      category:
        row.category_name !== null && row.category_slug !== null
          ? { name: row.category_name, slug: row.category_slug }
          : null,
      rating: Number(row.rating),
      reviewCount: row.review_count,
      latitude: row.latitude,
      longitude: row.longitude,
      openingHours: row.opening_hours,
      updatedAt: row.updated_at.toISOString(),
    };
  }

  async sitemapShops(query: SitemapShopsQuery): Promise<SitemapShopsResponse> {
    const [shops, counted] = await Promise.all([
      this.dataSource.query(
        `SELECT s.id, s.updated_at FROM catalog.shops s
         WHERE ${PUBLIC_SHOP_CONDITION} ORDER BY s.id OFFSET $1 LIMIT $2`,
        [query.offset, query.limit],
      ) as Promise<Array<{ id: number; updated_at: Date }>>,
      this.dataSource.query(
        `SELECT count(*)::int AS total FROM catalog.shops s WHERE ${PUBLIC_SHOP_CONDITION}`,
      ) as Promise<Array<{ total: number }>>,
    ]);
    return {
      shops: shops.map((shop) => ({ id: shop.id, updatedAt: shop.updated_at.toISOString() })),
      total: counted[0].total,
    };
  }
}
