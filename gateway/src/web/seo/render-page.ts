import { imageSrcSet } from '@app/contracts';
import { PageMeta, PRODUCT_NAME } from './page-meta';
import { NO_PRELOADS, PagePreloads } from './page-preloads';

/** Text for an HTML text node or a double-quoted attribute. */
export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (character) => `&#${character.charCodeAt(0)};`);
}

/** JSON inside a <script> element: `<` escaped so no value can close the element or open a comment. */
export function scriptSafeJson(value: unknown): string {
  return JSON.stringify(value)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

function metaTags(meta: PageMeta): string {
  const tags: string[] = [`<meta name="description" content="${escapeHtml(meta.description)}" />`];
  const property = (name: string, content: string | null) => {
    if (content) tags.push(`<meta property="${name}" content="${escapeHtml(content)}" />`);
  };
  const named = (name: string, content: string | null) => {
    if (content) tags.push(`<meta name="${name}" content="${escapeHtml(content)}" />`);
  };
  if (meta.canonicalUrl) tags.push(`<link rel="canonical" href="${escapeHtml(meta.canonicalUrl)}" />`);
  if (meta.status === 404) named('robots', 'noindex');
  property('og:site_name', PRODUCT_NAME);
  property('og:type', meta.openGraphType);
  property('og:title', meta.title);
  property('og:description', meta.description);
  property('og:url', meta.canonicalUrl);
  property('og:image', meta.imageUrl);
  property('og:locale', 'en_IE');
  named('twitter:card', meta.imageUrl ? 'summary_large_image' : 'summary');
  named('twitter:title', meta.title);
  named('twitter:description', meta.description);
  named('twitter:image', meta.imageUrl);
  if (meta.structuredData) {
    tags.push(`<script type="application/ld+json">${scriptSafeJson(meta.structuredData)}</script>`);
  }
  return tags.join('\n    ');
}

/** `<link>` elements asking for the page's route scripts, largest picture and first API reads while the entry script downloads. */
export function preloadLinks(preloads: PagePreloads): string[] {
  const links = preloads.scripts.map((url) => `<link rel="modulepreload" crossorigin href="${escapeHtml(url)}" />`);
  if (preloads.image) {
    const { url, sizes } = preloads.image;
    const srcset = imageSrcSet(url);
    const responsive = srcset ? ` imagesrcset="${escapeHtml(srcset)}" imagesizes="${escapeHtml(sizes)}"` : '';
    links.push(`<link rel="preload" as="image" href="${escapeHtml(url)}"${responsive} fetchpriority="high" />`);
  }
  for (const url of preloads.data ?? []) {
    links.push(`<link rel="preload" as="fetch" href="${escapeHtml(url)}" crossorigin="use-credentials" />`);
  }
  return links;
}

/**
 * The built index.html with this page's title, description, canonical URL, Open Graph and Twitter tags and
 * structured data in place of the build's generic ones, and the page's preloads at the end of the head. The app's
 * script tags are left as they are. `screen`, when given, is the page's prerendered first screen (the web build's
 * HTML, trusted): it goes into the empty #root, marked inert until the app replaces it (web/src/main.tsx).
 */
export function renderPage(
  template: string,
  meta: PageMeta,
  preloads: PagePreloads = NO_PRELOADS,
  screen: string | null = null,
): string {
  const links = preloadLinks(preloads);
  // Replaced by functions: a `$` in a shop's name or the screen's text must not be read as a replacement pattern.
  let html = template
    .replace(/<html[^>]*>/i, () => '<html lang="en">')
    .replace(/<title>[\s\S]*?<\/title>/i, () => `<title>${escapeHtml(meta.title)}</title>`)
    .replace(/\s*<meta\s+name="description"[\s\S]*?\/?>/i, '')
    .replace(/<\/title>/i, () => `</title>\n    ${metaTags(meta)}`);
  if (links.length > 0) html = html.replace(/<\/head>/i, () => `  ${links.join('\n    ')}\n  </head>`);
  if (screen) html = html.replace('<div id="root"></div>', () => `<div id="root" inert>${screen}</div>`);
  return html;
}
