import { SESSION_COOKIE } from '@app/contracts';
import { Client } from 'pg';
import { startSystem, SystemUnderTest } from './support/system-under-test';

/** The page as a crawler or a link preview reads it: raw HTML, no JavaScript. */
async function rawPage(
  base: string,
  path: string,
  cookie?: string,
): Promise<{ status: number; html: string; type: string | null }> {
  const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html', ...(cookie ? { cookie } : {}) } });
  return { status: response.status, html: await response.text(), type: response.headers.get('content-type') };
}

function metaContent(html: string, attribute: 'name' | 'property', key: string): string | undefined {
  const tag = new RegExp(`<meta ${attribute}="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)"`).exec(html);
  return tag?.[1];
}

function structuredData(html: string): any[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((match) =>
    JSON.parse(match[1]),
  );
}

const NAMED_ENTITIES: Record<string, string> = { amp: '&', quot: '"', lt: '<', gt: '>', apos: "'" };
/** The gateway writes numeric character references; React writes the named ones. */
const decodeEntities = (text: string) =>
  text
    .replace(/&#(\d+);/g, (_, code: string) => String.fromCharCode(Number(code)))
    .replace(/&(amp|quot|lt|gt|apos);/g, (_, name: string) => NAMED_ENTITIES[name]);

interface ShopSeed {
  name: string;
  location: string;
  approved: boolean;
  categorySlug?: string;
  rating?: number;
  reviewCount?: number;
}

const CONTACT = {
  address: '7 Quay Street, Galway H91 X2Y3',
  phone: '+353 91 555 0199',
  email: 'secret-contact@harbour-books.ie',
  website: 'https://harbour-books-private.ie',
};

async function insertShop(sql: Client, seed: ShopSeed): Promise<number> {
  const { rows } = await sql.query(
    `INSERT INTO catalog.shops (owner_id, name, description, location, address, phone, email, website, category_id,
       image_url, status, is_approved, rating, review_count, latitude, longitude, opening_hours)
     VALUES (4242, $1, $2, $3, $4, $5, $6, $7, (SELECT id FROM catalog.categories WHERE slug = $8), $9, $10, $11, $12, $13,
       53.2707, -9.0568, '[{"day":"mon","opens":"09:00","closes":"18:00"},{"day":"sat","opens":"10:00","closes":"24:00"}]')
     RETURNING id`,
    [
      seed.name,
      `${seed.name} sells new and second-hand books, maps of Connemara and <b>local</b> poetry since 1998.`,
      seed.location,
      CONTACT.address,
      CONTACT.phone,
      CONTACT.email,
      CONTACT.website,
      seed.categorySlug ?? 'education',
      '/uploads/2026/11/cover.webp',
      seed.approved ? 'approved' : 'pending',
      seed.approved,
      seed.rating ?? 0,
      seed.reviewCount ?? 0,
    ],
  );
  return rows[0].id as number;
}

/** How many requests catalog has answered on a route pattern so far, from its Prometheus metrics. */
async function catalogRequests(catalogUrl: string, route: string): Promise<number> {
  const metrics = await (await fetch(`${catalogUrl}/metrics`)).text();
  return metrics
    .split('\n')
    .filter((line) => line.startsWith('http_request_duration_seconds_count{') && line.includes(`route="${route}"`))
    .reduce((sum, line) => sum + Number(line.slice(line.lastIndexOf(' ') + 1)), 0);
}

/** The page's head with the shop's id taken out, to compare two shops' pages. */
const headWithoutId = (html: string, id: number) =>
  (/<head>[\s\S]*<\/head>/.exec(html)?.[0] ?? '').replaceAll(`/shops/${id}`, '/shops/ID');

describe('pages as search engines and link previews read them', () => {
  let system: SystemUnderTest;
  let base: string;
  let approvedId: number;
  let pendingId: number;
  const extraApproved: number[] = [];

  beforeAll(async () => {
    // Five addresses per sitemap file, so a dozen shops already split the sitemap into an index.
    system = await startSystem('seo', ['identity', 'catalog', 'reviews'], { gatewayEnv: { SITEMAP_MAX_URLS: '5' } });
    base = system.gateway.url;
    approvedId = await insertShop(system.sql, {
      name: 'Harbour Books & "Maps"',
      location: 'Galway',
      approved: true,
      categorySlug: 'food-beverages',
      rating: 4.5,
      reviewCount: 2,
    });
    pendingId = await insertShop(system.sql, { name: 'Pending Bakery', location: 'Ennis', approved: false });
    for (let index = 0; index < 11; index += 1) {
      extraApproved.push(
        await insertShop(system.sql, { name: `Corner Shop ${index}`, location: 'Sligo', approved: true }),
      );
    }
  });

  afterAll(() => system?.stop());

  it("serves a shop page with the shop's name, town and description in its title, meta and link preview", async () => {
    const page = await rawPage(base, `/shops/${approvedId}`);

    expect(page.status).toBe(200);
    expect(page.type).toMatch(/^text\/html/);
    expect(page.html).toMatch(/<html lang="en">/);
    expect(page.html).toContain('<title>Harbour Books &#38; &#34;Maps&#34; – Galway | Local Shop Marketplace</title>');
    expect(decodeEntities(metaContent(page.html, 'name', 'description') ?? '')).toMatch(
      /^Harbour Books & "Maps" sells new and second-hand books/,
    );
    expect(page.html).toContain(`<link rel="canonical" href="${base}/shops/${approvedId}" />`);
    expect(metaContent(page.html, 'property', 'og:image')).toBe(`${base}/uploads/2026/11/cover.webp`);
    expect(metaContent(page.html, 'property', 'og:type')).toBe('business.business');
    expect(decodeEntities(metaContent(page.html, 'property', 'og:title') ?? '')).toContain('Harbour Books');
    expect(metaContent(page.html, 'name', 'twitter:card')).toBe('summary_large_image');
    // The app still takes over: its root element (with the shop page's first screen, inert) and its script.
    expect(page.html).toContain('<div id="root" inert>');
    expect(page.html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[^"]+\.js"><\/script>/);
  });

  it('carries one schema.org LocalBusiness of the closest type, without the gated contact details', async () => {
    const page = await rawPage(base, `/shops/${approvedId}`);
    const data = structuredData(page.html);

    expect(data).toHaveLength(1);
    expect(data[0]).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'FoodEstablishment',
      name: 'Harbour Books & "Maps"',
      description: expect.stringContaining('<b>local</b> poetry'),
      url: `${base}/shops/${approvedId}`,
      image: `${base}/uploads/2026/11/cover.webp`,
      address: { '@type': 'PostalAddress', addressLocality: 'Galway' },
      aggregateRating: { '@type': 'AggregateRating', ratingValue: 4.5, reviewCount: 2 },
      geo: { '@type': 'GeoCoordinates', latitude: 53.2707, longitude: -9.0568 },
      openingHoursSpecification: [
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Monday',
          opens: '09:00',
          closes: '18:00',
        },
        {
          '@type': 'OpeningHoursSpecification',
          dayOfWeek: 'https://schema.org/Saturday',
          opens: '10:00',
          closes: '23:59',
        },
      ],
    });
    // The description's markup cannot close the script element.
    expect(page.html).not.toContain('<b>local</b>');
    for (const gated of Object.values(CONTACT)) expect(page.html).not.toContain(gated);
    expect(JSON.stringify(data[0])).not.toMatch(/telephone|email|streetAddress/);
  });

  it("renders a public shop's first screen with the shop in it, without its contact details and without counting a view", async () => {
    await system.sql.query(
      `INSERT INTO catalog.products (shop_id, name, price, is_active) VALUES ($1, 'Tide Tables 2027', 8.5, true),
         ($1, 'Withdrawn Atlas', 30, false)`,
      [approvedId],
    );
    const viewCount = async () =>
      (await system.sql.query('SELECT view_count FROM catalog.shops WHERE id = $1', [approvedId])).rows[0].view_count;
    const viewsBefore = await viewCount();

    // A shop edited a moment ago may still show its previous first screen for a minute: ask a new path spelling.
    const page = await rawPage(base, `/shops/0${approvedId}`);
    const screen = /<div id="root" inert>([\s\S]*)<\/div>\s*<noscript>/.exec(page.html)?.[1] ?? '';

    expect(page.status).toBe(200);
    expect(screen).toContain('<h1');
    expect(decodeEntities(screen)).toContain('Harbour Books & "Maps"');
    expect(decodeEntities(screen)).toContain('sells new and second-hand books');
    expect(screen).toContain('src="/uploads/2026/11/cover.webp"');
    expect(screen).toContain('Tide Tables 2027');
    expect(screen).not.toContain('Withdrawn Atlas');
    expect(screen).not.toContain('Loading shop details...');
    expect(screen).not.toMatch(/<script|<template/i);
    // The description's markup is text, and the contact details stay behind sign-in.
    expect(screen).not.toContain('<b>local</b>');
    for (const gated of Object.values(CONTACT)) expect(page.html).not.toContain(gated);
    // Reading the shop for the first screen counts no view: the browser's read of the page does.
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(await viewCount()).toBe(viewsBefore);
  });

  it("renders a public shop's newest reviews in its first screen and its structured data, and preloads them for the app", async () => {
    // The shops here are written straight into catalog's tables, so the reviews service's copy is written too.
    await system.sql.query(
      `INSERT INTO reviews.shops (id, owner_id, name, location, status, is_approved, is_active)
       VALUES ($1, 4242, 'Harbour Books', 'Galway', 'approved', true, true)`,
      [approvedId],
    );
    await system.sql.query(
      `INSERT INTO reviews.people (user_id, first_name) VALUES (9101, 'Niamh'), (9102, 'Ciarán'), (9103, 'Hidden')`,
    );
    await system.sql.query(
      `INSERT INTO reviews.reviews (shop_id, user_id, rating, comment, created_at, updated_at, reply_text,
         reply_created_at, hidden_at)
       VALUES ($1, 9101, 5, 'Found a 1902 map of <Clifden> here', now() - interval '2 days', now() - interval '2 days',
           'Glad you liked it!', now() - interval '1 day', NULL),
         ($1, 9102, 4, 'Great poetry corner', now() - interval '1 hour', now() - interval '1 hour', NULL, NULL, NULL),
         ($1, 9103, 1, 'An insult an admin hid', now(), now(), NULL, NULL, now())`,
      [approvedId],
    );

    // Another spelling of the path than the other tests': its first screen is rendered afresh, with the reviews.
    const page = await rawPage(base, `/shops/00${approvedId}`);
    // React separates adjacent texts with empty comments ("Reviews (<!-- -->2<!-- -->)").
    const screen = decodeEntities(
      (/<div id="root" inert>([\s\S]*)<\/div>\s*<noscript>/.exec(page.html)?.[1] ?? '').replace(/<!-- -->/g, ''),
    );

    expect(page.status).toBe(200);
    expect(screen).toContain('Reviews (2)');
    expect(screen).not.toContain('Loading reviews');
    // Newest first, each with its reviewer's first name, the owner's answer under it; the hidden one left out.
    expect(screen.indexOf('Great poetry corner')).toBeGreaterThan(-1);
    expect(screen.indexOf('Great poetry corner')).toBeLessThan(screen.indexOf('Found a 1902 map of <Clifden> here'));
    expect(screen).toContain('Ciarán');
    expect(screen).toContain('Niamh');
    expect(screen).toContain('Glad you liked it!');
    expect(screen).not.toContain('An insult an admin hid');
    expect(screen).not.toContain('Hidden');
    // A comment's markup is text.
    expect(page.html).not.toContain('<Clifden>');
    expect(page.html).toContain(
      `<link rel="preload" as="fetch" href="/api/shops/00${approvedId}/reviews?sort=newest&#38;limit=20&#38;offset=0"`,
    );
    // Its structured data lists the same reviews for search results' review snippets.
    const [data] = structuredData(page.html);
    expect(data.review).toEqual([
      expect.objectContaining({ author: { '@type': 'Person', name: 'Ciarán' }, reviewBody: 'Great poetry corner' }),
      expect.objectContaining({
        author: { '@type': 'Person', name: 'Niamh' },
        reviewRating: { '@type': 'Rating', ratingValue: 5, bestRating: 5, worstRating: 1 },
        reviewBody: 'Found a 1902 map of <Clifden> here',
      }),
    ]);
    expect(data.aggregateRating).toEqual(expect.objectContaining({ reviewCount: 2 }));
    const preloaded = await fetch(`${base}/api/shops/00${approvedId}/reviews?sort=newest&limit=20&offset=0`);
    expect(preloaded.status).toBe(200);
    expect(preloaded.headers.get('x-total-count')).toBe('2');
  });

  it('gives the first screen only to a visitor without a session', async () => {
    const visitor = await rawPage(base, '/');
    const withSession = await rawPage(base, '/', `${SESSION_COOKIE}=some-session-token`);

    expect(visitor.html).toContain('<div id="root" inert>');
    expect(visitor.html).toContain('Discover the shops and products around you');
    expect(withSession.html).toContain('<div id="root"></div>');
    const shopWithSession = await rawPage(base, `/shops/${approvedId}`, `${SESSION_COOKIE}=some-session-token`);
    expect(shopWithSession.html).toContain('<div id="root"></div>');
    // A search result opened in a new tab carries its search term, which the first render does not read.
    const foundBySearch = await rawPage(base, `/shops/${approvedId}?q=maps`);
    expect(foundBySearch.html).toMatch(/<div id="root" inert>[\s\S]*<h1[^>]*>Harbour Books/);
    const rating = await rawPage(base, `/shops/${approvedId}?q=maps&action=rate`);
    expect(rating.html).toContain('<div id="root"></div>');
  });

  it("reads catalog once for a shop page it renders, the page's meta coming from the same read", async () => {
    const catalogUrl = system.services.catalog!.url;
    const seed = { location: 'Westport', approved: true, categorySlug: 'food-beverages', rating: 4, reviewCount: 3 };
    const rendered = await insertShop(system.sql, { ...seed, name: 'Quay Street Deli' });
    const withSession = await insertShop(system.sql, { ...seed, name: 'Quay Street Deli' });
    const reads = async () => ({
      summary: await catalogRequests(catalogUrl, '/internal/seo/shops/:id'),
      page: await catalogRequests(catalogUrl, '/internal/seo/shops/:id/page'),
    });

    const before = await reads();
    const visitorPage = await rawPage(base, `/shops/${rendered}`);
    const afterVisitor = await reads();
    const signedInPage = await rawPage(base, `/shops/${withSession}`, `${SESSION_COOKIE}=some-session-token`);
    const afterSignedIn = await reads();

    expect(visitorPage.html).toMatch(/<div id="root" inert>[\s\S]*<h1[^>]*>Quay Street Deli/);
    expect(afterVisitor).toEqual({ summary: before.summary, page: before.page + 1 });
    // Without a session the page has no rendered screen, so catalog's summary is read instead.
    expect(signedInPage.html).toContain('<div id="root"></div>');
    expect(afterSignedIn).toEqual({ summary: afterVisitor.summary + 1, page: afterVisitor.page });
    // Title, description, link preview and structured data: the same from either read of the same shop.
    expect(headWithoutId(visitorPage.html, rendered)).toContain('Quay Street Deli');
    expect(headWithoutId(visitorPage.html, rendered)).toContain('"aggregateRating"');
    expect(headWithoutId(visitorPage.html, rendered)).toBe(headWithoutId(signedInPage.html, withSession));
    // The sitemap test counts the approved shops.
    await system.sql.query('DELETE FROM catalog.shops WHERE id = ANY($1::int[])', [[rendered, withSession]]);
  });

  it("preloads the shop list's first page on the shop list without a query string, and no list with one", async () => {
    const preload = '<link rel="preload" as="fetch" href="/api/shops?approved=true&#38;limit=24&#38;offset=0"';
    for (const path of ['/browse', '/browse-shops']) expect((await rawPage(base, path)).html).toContain(preload);
    const searched = await rawPage(base, '/browse?search=bakery');
    expect(searched.html).not.toContain('rel="preload" as="fetch"');
    const list = await fetch(`${base}/api/shops?approved=true&limit=24&offset=0`);
    expect(list.status).toBe(200);
  });

  it("preloads the cover of the shop list's first shop with the cards' sizes, and no cover on a searched list", async () => {
    const [first] = (await (await fetch(`${base}/api/shops?approved=true&limit=24&offset=0`)).json()) as Array<{
      imageUrl: string | null;
    }>;
    expect(first.imageUrl).toBe('/uploads/2026/11/cover.webp');

    const page = await rawPage(base, '/browse');
    expect(page.html).toContain(`<link rel="preload" as="image" href="${first.imageUrl}" fetchpriority="high" />`);
    expect((await rawPage(base, '/browse?search=bakery')).html).not.toContain('rel="preload" as="image"');
  });

  it('leaves out aggregateRating for a shop without reviews', async () => {
    const [data] = structuredData((await rawPage(base, `/shops/${extraApproved[0]}`)).html);

    expect(data['@type']).toBe('EducationalOrganization');
    expect(data).not.toHaveProperty('aggregateRating');
  });

  it('answers 404 with the app for a pending shop, an unknown shop and a path no page has', async () => {
    for (const path of [`/shops/${pendingId}`, '/shops/99999999', '/shops/not-a-number', '/no-such-page/at-all']) {
      const page = await rawPage(base, path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
      expect(page.html).toContain('<div id="root"></div>');
      expect(page.html).toContain('<meta name="robots" content="noindex" />');
      expect(structuredData(page.html)).toEqual([]);
    }
    expect((await rawPage(base, `/shops/${pendingId}`)).html).toContain(
      '<title>Shop Not Found | Local Shop Marketplace</title>',
    );
    expect((await rawPage(base, '/no-such-page/at-all')).html).toContain(
      '<title>404 Page Not Found | Local Shop Marketplace</title>',
    );
  });

  it('names the home, browse, category and product pages in their titles with canonical URLs', async () => {
    const home = await rawPage(base, '/');
    expect(home.status).toBe(200);
    expect(home.html).toContain('<title>Local Shop Marketplace</title>');
    expect(home.html).toContain(`<link rel="canonical" href="${base}/" />`);

    const category = await rawPage(base, '/browse?category=fashion&search=x');
    expect(category.html).toContain('<title>Fashion shops | Local Shop Marketplace</title>');
    expect(category.html).toContain(`<link rel="canonical" href="${base}/browse?category=fashion" />`);

    const products = await rawPage(base, '/browse-products');
    expect(products.html).toContain('<title>Browse Products | Local Shop Marketplace</title>');
  });

  it('lists approved shops only in a sitemap that splits into an index past the limit', async () => {
    const index = await fetch(`${base}/sitemap.xml`);
    expect(index.status).toBe(200);
    expect(index.headers.get('content-type')).toMatch(/^application\/xml/);
    const indexXml = await index.text();
    expect(indexXml).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    // 12 approved shops at 5 per file: three shop files, plus the fixed pages.
    const files = [...indexXml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => match[1]);
    expect(files).toEqual([
      `${base}/sitemaps/pages.xml`,
      `${base}/sitemaps/shops-1.xml`,
      `${base}/sitemaps/shops-2.xml`,
      `${base}/sitemaps/shops-3.xml`,
    ]);

    const listed: string[] = [];
    for (const file of files.slice(1)) {
      const xml = await (await fetch(file)).text();
      const urls = [...xml.matchAll(/<url><loc>([^<]+)<\/loc><lastmod>([^<]+)<\/lastmod><\/url>/g)];
      expect(urls.length).toBeLessThanOrEqual(5);
      for (const [, loc, lastmod] of urls) {
        expect(Number.isNaN(Date.parse(lastmod))).toBe(false);
        listed.push(loc);
      }
    }
    expect(listed.sort()).toEqual([approvedId, ...extraApproved].map((id) => `${base}/shops/${id}`).sort());
    expect(listed).not.toContain(`${base}/shops/${pendingId}`);

    const pages = await (await fetch(`${base}/sitemaps/pages.xml`)).text();
    expect(pages).toContain(`<loc>${base}/browse?category=food-beverages</loc>`);
    expect((await fetch(`${base}/sitemaps/shops-4.xml`)).status).toBe(404);
  });

  it('serves robots.txt pointing at the sitemap and keeping crawlers out of the API, admin and dashboard', async () => {
    const response = await fetch(`${base}/robots.txt`);
    const robots = await response.text();

    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/);
    expect(robots).toContain(`Sitemap: ${base}/sitemap.xml`);
    for (const path of ['/api/', '/admin', '/dashboard']) expect(robots).toContain(`Disallow: ${path}`);
  });

  it('serves the web app manifest and the service worker with the policies they need', async () => {
    const manifest = await fetch(`${base}/manifest.webmanifest`);
    expect(manifest.headers.get('cache-control')).toBe('no-cache');
    await expect(manifest.json()).resolves.toMatchObject({
      name: 'Local Shop Marketplace',
      short_name: 'Local Shops',
      start_url: '/',
      display: 'standalone',
      theme_color: '#059669',
      icons: expect.arrayContaining([
        expect.objectContaining({ sizes: '192x192' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'any' }),
        expect.objectContaining({ sizes: '512x512', purpose: 'maskable' }),
      ]),
    });
    const worker = await fetch(`${base}/sw.js`);
    expect(worker.status).toBe(200);
    expect(worker.headers.get('content-security-policy')).toBe(
      "default-src 'none'; script-src 'self'; connect-src 'self'",
    );
    expect(worker.headers.get('cache-control')).toBe('no-cache');
  });
});
