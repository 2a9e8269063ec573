import { AppRouteName, defaultCategories, ShopPageSummary } from '@app/contracts';
import { shopStructuredData } from './shop-structured-data';

export const PRODUCT_NAME = 'Local Shop Marketplace';
export const DEFAULT_DESCRIPTION =
  'Find local shops and products near you, save your favourites and message shop owners.';
const DESCRIPTION_MAX_LENGTH = 160;

/** What the gateway writes into the page's HTML before the app takes over. */
export interface PageMeta {
  status: 200 | 404;
  title: string;
  description: string;
  /** Absolute; none on a not-found page. */
  canonicalUrl: string | null;
  /** Absolute URL of the picture link previews show. */
  imageUrl: string | null;
  openGraphType: 'website' | 'business.business';
  structuredData: object | null;
}

/** `https://host` the absolute URLs of the page start with. */
export type Origin = string;

function absolute(origin: Origin, pathOrUrl: string | null): string | null {
  if (!pathOrUrl) return null;
  try {
    return new URL(pathOrUrl, `${origin}/`).toString();
  } catch {
    return null;
  }
}

/** The first sentence-ish of a text, cut at a word boundary to what search results show. */
export function summarise(text: string): string {
  const flat = text.replace(/\s+/g, ' ').trim();
  if (flat.length <= DESCRIPTION_MAX_LENGTH) return flat;
  const cut = flat.slice(0, DESCRIPTION_MAX_LENGTH - 1);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 80)).replace(/[\s,.;:]+$/, '')}…`;
}

function page(origin: Origin, path: string, title: string, description = DEFAULT_DESCRIPTION): PageMeta {
  return {
    status: 200,
    title,
    description,
    canonicalUrl: absolute(origin, path),
    imageUrl: absolute(origin, '/icons/icon-512.png'),
    openGraphType: 'website',
    structuredData: null,
  };
}

export function notFoundMeta(origin: Origin, title = '404 Page Not Found'): PageMeta {
  return { ...page(origin, '/', `${title} | ${PRODUCT_NAME}`), status: 404, canonicalUrl: null };
}

/** Meta of the app's pages but the shop page: the indexed ones (home, browse by category, products) by name. */
export function listingMeta(origin: Origin, route: AppRouteName, query: URLSearchParams, path = '/'): PageMeta {
  if (route === 'home') return page(origin, '/', PRODUCT_NAME);
  if (route === 'browse' || route === 'browseShops') {
    const category = defaultCategories.find((item) => item.slug === query.get('category'));
    if (!category) return page(origin, '/browse', `Browse Shops | ${PRODUCT_NAME}`);
    return page(
      origin,
      `/browse?category=${encodeURIComponent(category.slug)}`,
      `${category.name} shops | ${PRODUCT_NAME}`,
      `${category.name} near you: ${category.description.toLowerCase()}. Find approved local shops on ${PRODUCT_NAME}.`,
    );
  }
  if (route === 'browseProducts') {
    return page(
      origin,
      '/browse-products',
      `Browse Products | ${PRODUCT_NAME}`,
      'Search the products of local shops by name, shop, place and category.',
    );
  }
  // Sign-in screens, dashboards and admin pages: the app sets their titles; robots.txt keeps crawlers out.
  return page(origin, path, PRODUCT_NAME);
}

/** A public shop page: its name and town in the title, its description, its cover picture and structured data. */
export function shopMeta(origin: Origin, shop: ShopPageSummary): PageMeta {
  const canonicalUrl = absolute(origin, `/shops/${shop.id}`) as string;
  const imageUrl = absolute(origin, shop.imageUrl);
  return {
    status: 200,
    title: `${shop.name} – ${shop.location} | ${PRODUCT_NAME}`,
    description: summarise(shop.description || `${shop.name} in ${shop.location} on ${PRODUCT_NAME}.`),
    canonicalUrl,
    imageUrl: imageUrl ?? absolute(origin, '/icons/icon-512.png'),
    openGraphType: 'business.business',
    structuredData: shopStructuredData(shop, canonicalUrl, imageUrl),
  };
}
