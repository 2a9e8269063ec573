import { estimatedBytes, SearchCache, searchKey } from './search-cache';

/** A version source the test moves by hand, and a loader counting its queries. */
function fixture(settings = { entries: 100, maxBytes: 1_000_000, unversionedTtlMs: 10_000 }) {
  const state = { version: 1, now: 0, queries: 0 };
  const cache = new SearchCache(
    () => Promise.resolve(state.version),
    settings,
    () => state.now,
  );
  const load = (result: string) => () => {
    state.queries += 1;
    return Promise.resolve(result);
  };
  return { state, cache, load };
}

describe(SearchCache.name, () => {
  it('answers a repeated search from memory until the version moves', async () => {
    const { state, cache, load } = fixture();
    await expect(cache.get('k', true, load('first'))).resolves.toBe('first');
    await expect(cache.get('k', true, load('unused'))).resolves.toBe('first');
    expect(state.queries).toBe(1);
    state.version = 2;
    await expect(cache.get('k', true, load('after the write'))).resolves.toBe('after the write');
    expect(state.queries).toBe(2);
  });

  it('keeps a page under the version read before its query, so a write during the query is not hidden', async () => {
    const { state, cache } = fixture();
    // The write commits (version 1 -> 2) while the query runs: the page may or may not hold it.
    const page = await cache.get('k', true, () => {
      state.version = 2;
      return Promise.resolve('read during the write');
    });
    expect(page).toBe('read during the write');
    await expect(cache.get('k', true, () => Promise.resolve('after the write'))).resolves.toBe('after the write');
  });

  it('reuses a page holding view counts only for its time to live, one whose figures are all versioned until a write', async () => {
    const { state, cache, load } = fixture();
    await cache.get('shops', false, load('shops'));
    await cache.get('products', true, load('products'));
    state.now += 10_000;
    await expect(cache.get('shops', false, load('shops again'))).resolves.toBe('shops again');
    await expect(cache.get('products', true, load('unused'))).resolves.toBe('products');
    expect(state.queries).toBe(3);
  });

  it('computes a page with view counts again in the background when a hit finds it near its expiry', async () => {
    const { state, cache, load } = fixture();
    await cache.get('shops', false, load('first'));
    state.now += 8_000;
    await expect(cache.get('shops', false, load('refreshed'))).resolves.toBe('first');
    await new Promise((resolve) => setImmediate(resolve));
    expect(state.queries).toBe(2);
    state.now += 6_000;
    // Past the first page's expiry: the refreshed one, kept at 8 s, still serves and is not yet due.
    await expect(cache.get('shops', false, load('unused'))).resolves.toBe('refreshed');
    expect(state.queries).toBe(2);
  });

  it('runs one query for identical searches that miss at the same time', async () => {
    const { state, cache, load } = fixture();
    const pages = await Promise.all([cache.get('k', true, load('one')), cache.get('k', true, load('two'))]);
    expect(pages).toEqual(['one', 'one']);
    expect(state.queries).toBe(1);
  });

  it('does not keep a failed query, so the next search tries again', async () => {
    const { state, cache, load } = fixture();
    await expect(cache.get('k', true, () => Promise.reject(new Error('database gone')))).rejects.toThrow(
      'database gone',
    );
    await expect(cache.get('k', true, load('recovered'))).resolves.toBe('recovered');
    expect(state.queries).toBe(1);
  });

  it('runs every query and reads no version when turned off', async () => {
    const readVersion = jest.fn(() => Promise.resolve(1));
    const cache = new SearchCache(readVersion, { entries: 0, maxBytes: 1000, unversionedTtlMs: 1000 });
    const load = jest.fn(() => Promise.resolve('page'));
    await cache.get('k', true, load);
    await cache.get('k', true, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(readVersion).not.toHaveBeenCalled();
    expect(SearchCache.disabled().enabled).toBe(false);
  });
});

describe(searchKey.name, () => {
  it('tells absent, empty-position and differently placed parameters apart', () => {
    expect(searchKey(['shops', 'cork', undefined])).not.toBe(searchKey(['shops', undefined, 'cork']));
    expect(searchKey(['shops', 'a,b'])).not.toBe(searchKey(['shops', 'a', 'b']));
  });
});

describe(estimatedBytes.name, () => {
  it('grows with the size of the page', () => {
    expect(estimatedBytes({ items: ['x'.repeat(1000)] })).toBeGreaterThan(2000);
    expect(estimatedBytes({ items: [] })).toBeLessThan(estimatedBytes({ items: ['bakery'] }));
  });
});
