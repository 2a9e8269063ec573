import { notFoundMeta, shopMeta } from './page-meta';
import { renderPage, scriptSafeJson } from './render-page';

const TEMPLATE = `<!doctype html>
<html lang="xx">
  <head>
    <meta charset="UTF-8" />
    <meta
      name="description"
      content="generic"
    />
    <title>Local Shop Marketplace</title>
    <script type="module" crossorigin src="/assets/index-abc.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`;

const shop = {
  id: 7,
  name: 'Tea </script><script>alert(1)</script>',
  description: 'Loose leaf "tea" & cakes',
  location: 'Ennis',
  imageUrl: '/uploads/a.webp',
  category: { name: 'Food & Beverages', slug: 'food-beverages' },
  rating: 0,
  reviewCount: 0,
  updatedAt: '2026-11-24T10:00:00.000Z',
};

describe(renderPage.name, () => {
  it("replaces the build's title and description and keeps the app's script", () => {
    const html = renderPage(TEMPLATE, shopMeta('https://shops.example', shop));

    expect(html).toContain('<html lang="en">');
    expect(html).not.toContain('content="generic"');
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).toContain('<script type="module" crossorigin src="/assets/index-abc.js"></script>');
    expect(html).toContain('<link rel="canonical" href="https://shops.example/shops/7" />');
  });

  it('lets no shop text close an element or open a script', () => {
    const html = renderPage(TEMPLATE, shopMeta('https://shops.example', shop));

    expect(html).not.toContain('<script>alert(1)</script>');
    expect(html.match(/<\/script>/g)).toHaveLength(2);
    expect(html).toContain('content="Loose leaf &#34;tea&#34; &#38; cakes"');
  });

  it("writes a `$` of a shop's name as it is, not as a replacement pattern", () => {
    const html = renderPage(TEMPLATE, shopMeta('https://shops.example', { ...shop, name: "Tea $' and $& co" }));

    expect(html).toContain('<title>Tea $&#39; and $&#38; co');
    expect(html.match(/<\/html>/g)).toHaveLength(1);
  });

  it('puts a prerendered first screen into #root, inert until the app replaces it', () => {
    const html = renderPage(TEMPLATE, shopMeta('https://shops.example', shop), undefined, '<main>Price $1</main>');

    expect(html).toContain('<body><div id="root" inert><main>Price $1</main></div></body>');
  });

  it('leaves #root empty without a screen', () => {
    expect(renderPage(TEMPLATE, notFoundMeta('https://shops.example'))).toContain('<div id="root"></div>');
  });

  it('marks a not-found page noindex and gives it no canonical URL', () => {
    const html = renderPage(TEMPLATE, notFoundMeta('https://shops.example'));

    expect(html).toContain('<meta name="robots" content="noindex" />');
    expect(html).not.toContain('rel="canonical"');
  });
});

describe(scriptSafeJson.name, () => {
  it('escapes < and the line separators JavaScript reads as line ends', () => {
    expect(scriptSafeJson({ text: '</script>\u2028' })).toBe('{"text":"\\u003c/script>\\u2028"}');
  });

  it("asks for the route's scripts and the cover picture, with the app's srcset and sizes, before </head>", () => {
    const html = renderPage(TEMPLATE, shopMeta('https://shops.example', shop), {
      scripts: ['/assets/shop-detail-e.js'],
      image: { url: '/uploads/2026/11/0123456789abcdef0123456789abcdef.webp', sizes: '100vw' },
    });

    const head = html.slice(0, html.indexOf('</head>'));
    expect(head).toContain('<link rel="modulepreload" crossorigin href="/assets/shop-detail-e.js" />');
    expect(head).toContain(
      '<link rel="preload" as="image" href="/uploads/2026/11/0123456789abcdef0123456789abcdef.webp" ' +
        'imagesrcset="/uploads/2026/11/0123456789abcdef0123456789abcdef-400.webp 400w, ' +
        '/uploads/2026/11/0123456789abcdef0123456789abcdef-800.webp 800w, ' +
        '/uploads/2026/11/0123456789abcdef0123456789abcdef.webp 1600w" imagesizes="100vw" fetchpriority="high" />',
    );
  });

  it("asks for the page's first API reads with the credentials the app's reads send", () => {
    const html = renderPage(TEMPLATE, shopMeta('https://shops.example', shop), {
      scripts: [],
      data: ['/api/shops/7', '/api/shops/7/reviews?sort=newest&limit=20&offset=0'],
    });

    expect(html).toContain('<link rel="preload" as="fetch" href="/api/shops/7" crossorigin="use-credentials" />');
    expect(html).toContain(
      '<link rel="preload" as="fetch" href="/api/shops/7/reviews?sort=newest&#38;limit=20&#38;offset=0" crossorigin="use-credentials" />',
    );
  });

  it('adds no preload without any', () => {
    expect(renderPage(TEMPLATE, notFoundMeta('https://shops.example'))).not.toContain('preload');
  });
});
