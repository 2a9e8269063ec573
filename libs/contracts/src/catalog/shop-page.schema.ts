import { z } from 'zod';
import { MAX_ROW_ID } from '../common/row-id';
import type { ShopDetailResponse } from './product.schema';

/**
 * What a public shop page may tell a search engine or a link preview: only what a visitor sees (no phone, e-mail,
 * website or street address). Catalog answers it on `GET /internal/seo/shops/:id` without counting a view; the
 * gateway puts it in the page's HTML.
 */
export const shopPageSummarySchema = z.object({
  id: z.number().int(),
  name: z.string(),
  description: z.string().nullable(),
  location: z.string(),
  imageUrl: z.string().nullable(),
  category: z.object({ name: z.string(), slug: z.string() }).nullable(),
  rating: z.number(),
  reviewCount: z.number().int(),
  latitude: z.number().nullable().optional(),
  longitude: z.number().nullable().optional(),
  openingHours: z
    .array(z.object({ day: z.string(), opens: z.string(), closes: z.string() }))
    .nullable()
    .optional(),
  updatedAt: z.string(),
});
export type ShopPageSummary = z.infer<typeof shopPageSummarySchema>;

/**
 * The summary of a shop page read from catalog's visitor view of it (`GET /internal/seo/shops/:id/page`), which holds
 * every field of the summary: the gateway reads that view for a page's rendered first screen and so needs no second
 * read for the page's meta.
 */
export function shopPageSummaryOf(view: ShopDetailResponse): ShopPageSummary {
  return {
    id: view.id,
    name: view.name,
    description: view.description,
    location: view.location,
    imageUrl: view.imageUrl,
    category: view.category ? { name: view.category.name, slug: view.category.slug } : null,
    rating: Number(view.rating),
    reviewCount: view.reviewCount,
    latitude: view.latitude,
    longitude: view.longitude,
    openingHours: view.openingHours,
    updatedAt: view.updatedAt,
  };
}

/** One page of the approved shops for the sitemap, in id order. */
export const sitemapShopsQuerySchema = z.object({
  offset: z.coerce.number().int().min(0).max(MAX_ROW_ID).default(0),
  limit: z.coerce.number().int().min(1).max(50_000).default(10_000),
});
export type SitemapShopsQuery = z.infer<typeof sitemapShopsQuerySchema>;

export const sitemapShopsResponseSchema = z.object({
  shops: z.array(z.object({ id: z.number().int(), updatedAt: z.string() })),
  /** Every approved public shop, so the gateway knows how many sitemap files to list. */
  total: z.number().int(),
});
export type SitemapShopsResponse = z.infer<typeof sitemapShopsResponseSchema>;
