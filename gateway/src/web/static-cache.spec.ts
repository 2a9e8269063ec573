import { cacheControlFor, IMMUTABLE_CACHE, NO_CACHE, SHORT_CACHE } from './static-cache';

describe(cacheControlFor.name, () => {
  it('caches hashed assets immutably for a year', () => {
    expect(cacheControlFor('assets/app-abc123.js')).toBe(IMMUTABLE_CACHE);
    expect(cacheControlFor('/assets/fonts/inter-9f8e.woff2')).toBe(IMMUTABLE_CACHE);
    expect(IMMUTABLE_CACHE).toBe('public, max-age=31536000, immutable');
  });

  it('never lets index.html go stale', () => {
    expect(cacheControlFor('index.html')).toBe(NO_CACHE);
    expect(cacheControlFor('/index.html')).toBe('no-cache');
  });

  it('caches other build files briefly', () => {
    expect(cacheControlFor('favicon.ico')).toBe(SHORT_CACHE);
    expect(cacheControlFor('robots.txt')).toBe(SHORT_CACHE);
    expect(cacheControlFor('images/assets/logo.png')).toBe(SHORT_CACHE);
  });

  it('reads Windows separators', () => {
    expect(cacheControlFor('assets\\app-abc123.js')).toBe(IMMUTABLE_CACHE);
  });
});
