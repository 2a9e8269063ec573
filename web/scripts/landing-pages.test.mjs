// Unit test of the landing-page variants: `node --test web/scripts/` (part of `npm run build --workspace web`).
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';

import { landingPages, ROUTE_TABLE_FILE, staticFiles, withModulePreloads } from './landing-pages.mjs';

const html = '<!doctype html>\n<html>\n  <head>\n    <title>x</title>\n  </head>\n  <body></body>\n</html>\n';
const bundle = {
  'index.html': { type: 'asset', fileName: 'index.html' },
  'assets/index.js': { type: 'chunk', fileName: 'assets/index.js', isEntry: true, imports: ['assets/react.js'] },
  'assets/react.js': { type: 'chunk', fileName: 'assets/react.js' },
  'assets/icon.js': { type: 'chunk', fileName: 'assets/icon.js', imports: ['assets/react.js'] },
  'assets/home.js': {
    type: 'chunk',
    fileName: 'assets/home.js',
    facadeModuleId: '/srv/web/src/app/routes/home.tsx',
    imports: ['assets/index.js', 'assets/icon.js'],
  },
  'assets/shop.js': {
    type: 'chunk',
    fileName: 'assets/shop.js',
    facadeModuleId: 'C:\\srv\\web\\src\\app\\routes\\shop-detail.tsx',
    imports: ['assets/icon.js', 'assets/card.js'],
  },
  'assets/card.js': { type: 'chunk', fileName: 'assets/card.js', imports: ['assets/react.js'] },
};
const routes = [
  { name: 'home', module: 'src/app/routes/home.tsx', paths: ['/'] },
  { name: 'shop-detail', module: 'src/app/routes/shop-detail.tsx', paths: ['/shops/:id', '/shop-page/:id'] },
];

describe('staticFiles', () => {
  it('follows static imports once each', () => {
    assert.deepEqual([...staticFiles(bundle, 'assets/shop.js')].sort(), [
      'assets/card.js',
      'assets/icon.js',
      'assets/react.js',
      'assets/shop.js',
    ]);
  });

  it('names a missing chunk', () => {
    assert.throws(() => staticFiles(bundle, 'assets/gone.js'), /no chunk assets\/gone.js/);
  });
});

describe('withModulePreloads', () => {
  it('adds one module preload per file before </head>, keeping the rest of the page', () => {
    const page = withModulePreloads(html, ['assets/a.js', 'assets/b.js']);
    assert.equal(
      page,
      '<!doctype html>\n<html>\n  <head>\n    <title>x</title>\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/a.js">\n' +
        '    <link rel="modulepreload" crossorigin href="/assets/b.js">\n' +
        '  </head>\n  <body></body>\n</html>\n',
    );
    assert.throws(() => withModulePreloads('<p>no head</p>', []), /no <\/head>/);
  });
});

describe('landingPages', () => {
  const { files, table } = landingPages({ bundle, html, routes });

  it('preloads only what the route needs beyond the entry', () => {
    const home = files['pages/home.html'];
    assert.match(home, /href="\/assets\/home.js"/);
    assert.match(home, /href="\/assets\/icon.js"/);
    assert.doesNotMatch(home, /index.js|react.js|card.js|shop.js/);
    const shop = files['pages/shop-detail.html'];
    assert.deepEqual(shop.match(/href="[^"]+"/g), [
      'href="/assets/shop.js"',
      'href="/assets/icon.js"',
      'href="/assets/card.js"',
    ]);
  });

  it('writes the route table the gateway reads', () => {
    assert.deepEqual(table.routes, [
      { path: '/', page: 'pages/home.html' },
      { path: '/shops/:id', page: 'pages/shop-detail.html' },
      { path: '/shop-page/:id', page: 'pages/shop-detail.html' },
    ]);
    assert.deepEqual(JSON.parse(files[ROUTE_TABLE_FILE]), table);
  });

  it('fails the build when a landing route has no chunk', () => {
    assert.throws(
      () => landingPages({ bundle, html, routes: [{ name: 'x', module: 'src/app/routes/x.tsx', paths: ['/x'] }] }),
      /No chunk for the landing route src\/app\/routes\/x.tsx/,
    );
  });
});
