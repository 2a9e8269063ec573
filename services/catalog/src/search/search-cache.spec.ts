import { searchChange } from './search-change.test-helper';
import { ChangeBatch } from './search-change-feed';
import { estimatedBytes, SearchCache, searchKey } from './search-cache';
import { SearchChange, SearchDependencies } from './search-dependencies';

/** A shop page showing shop 1 for 'bakery', and changes the test hands to the cache's next read of the log. */
const BAKERY_PAGE: SearchDependencies = {
  kind: 'shops',
  shopIds: [1],
  shopTerm: { lexemes: ['bakeri'], prefixes: [], unknownWords: [], negated: false },
};

const change = searchChange;

function fixture(settings = { entries: 100, maxBytes: 1_000_000, unversionedTtlMs: 10_000 }) {
  const state = { now: 0, queries: 0, reads: 0, pending: [] as ChangeBatch[] };
  const reader = {
    read: () => {
      state.reads += 1;
      return Promise.resolve(state.pending.shift() ?? { changes: [], gap: false });
    },
  };
  const cache = new SearchCache(reader, settings, () => state.now);
  const load =
    (value: string, dependencies: SearchDependencies | null = BAKERY_PAGE) =>
    () => {
      state.queries += 1;
      return Promise.resolve({ value, dependencies: dependencies ?? undefined });
    };
  const write = (...changes: SearchChange[]) => state.pending.push({ changes, gap: false });
  return { state, cache, load, write };
}

describe(SearchCache.name, () => {
  it('answers a repeated search from memory until a write touches its page', async () => {
    const { state, cache, load, write } = fixture();
    await expect(cache.get('k', true, load('first'))).resolves.toBe('first');
    await expect(cache.get('k', true, load('unused'))).resolves.toBe('first');
    write(change({ shopId: 1 }));
    await expect(cache.get('k', true, load('after the write'))).resolves.toBe('after the write');
    expect(state.queries).toBe(2);
    expect(cache.statistics).toEqual({ hits: 1, misses: 2, dropped: 1, evicted: 0, pages: 1, bytes: 290 });
  });

  it('keeps a page through writes to shops it neither shows nor could find', async () => {
    const { state, cache, load, write } = fixture();
    await cache.get('k', true, load('first'));
    write(change({ id: 2, shopId: 7, lexemes: ['butcher'] }), change({ id: 3, scope: 'product', shopId: 8 }));
    await expect(cache.get('k', true, load('unused'))).resolves.toBe('first');
    write(change({ id: 4, shopId: 7, lexemes: ['bakeri', 'corner'] }));
    await expect(cache.get('k', true, load('with the new bakery'))).resolves.toBe('with the new bakery');
    expect(state.queries).toBe(2);
  });

  it('drops every page on a change of everything, and a page without dependencies on any change', async () => {
    const { cache, load, write } = fixture();
    await cache.get('bakery', true, load('bakery'));
    await cache.get('unknown', true, load('unknown', null));
    write(change({ id: 5, shopId: 7, lexemes: ['butcher'] }));
    await expect(cache.get('bakery', true, load('unused'))).resolves.toBe('bakery');
    await expect(cache.get('unknown', true, load('unknown again'))).resolves.toBe('unknown again');
    write(change({ id: 6, scope: 'all', shopId: null }));
    await expect(cache.get('bakery', true, load('bakery again'))).resolves.toBe('bakery again');
  });

  it('does not keep a page whose query ran while a write touching it was applied', async () => {
    const { state, cache, load, write } = fixture();
    let release: () => void = () => undefined;
    const slow = cache.get('k', true, async () => {
      state.queries += 1;
      await new Promise<void>((resolve) => (release = resolve));
      return { value: 'read during the write', dependencies: BAKERY_PAGE };
    });
    await new Promise((resolve) => setImmediate(resolve));
    write(change({ shopId: 1 }));
    await cache.get('other', true, load('other', { kind: 'shops', shopIds: [5] }));
    release();
    await expect(slow).resolves.toBe('read during the write');
    await expect(cache.get('k', true, load('after the write'))).resolves.toBe('after the write');
    expect(state.queries).toBe(3);
  });

  it('starts afresh after a gap in the log', async () => {
    const { state, cache, load } = fixture();
    await cache.get('k', true, load('first'));
    state.pending.push({ changes: [], gap: true });
    await expect(cache.get('k', true, load('after the gap'))).resolves.toBe('after the gap');
  });

  it('reuses a page holding view counts only for its time to live, one whose figures are all covered until a write', async () => {
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

  it('runs every query and reads no log when turned off', async () => {
    const read = jest.fn(() => Promise.resolve({ changes: [], gap: false }));
    const cache = new SearchCache({ read }, { entries: 0, maxBytes: 1000, unversionedTtlMs: 1000 });
    const load = jest.fn(() => Promise.resolve({ value: 'page' }));
    await cache.get('k', true, load);
    await cache.get('k', true, load);
    expect(load).toHaveBeenCalledTimes(2);
    expect(read).not.toHaveBeenCalled();
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
