import { REFRESH_AFTER_SHARE, VersionedLru } from './versioned-lru';

describe(VersionedLru.name, () => {
  const forever = Number.POSITIVE_INFINITY;

  it('returns an entry to a reader of its version or an older one, and drops it for a newer version', () => {
    const lru = new VersionedLru<string>({ entries: 10, maxBytes: 1000 });
    lru.set('bakery', 5, 'page at 5', 10, forever);
    expect(lru.get('bakery', 5)?.value).toBe('page at 5');
    expect(lru.get('bakery', 4)?.value).toBe('page at 5');
    expect(lru.get('bakery', 6)?.value).toBeUndefined();
    expect(lru.size).toBe(0);
    expect(lru.totalBytes).toBe(0);
  });

  it('never replaces an entry of a later version by one computed at an earlier version', () => {
    const lru = new VersionedLru<string>({ entries: 10, maxBytes: 1000 });
    lru.set('bakery', 7, 'page at 7', 10, forever);
    lru.set('bakery', 6, 'page at 6', 10, forever);
    expect(lru.get('bakery', 7)?.value).toBe('page at 7');
    lru.set('bakery', 8, 'page at 8', 12, forever);
    expect(lru.get('bakery', 8)?.value).toBe('page at 8');
    expect(lru.totalBytes).toBe(12);
  });

  it('evicts the least recently used entry beyond its entry bound', () => {
    const lru = new VersionedLru<string>({ entries: 2, maxBytes: 1000 });
    lru.set('a', 1, 'A', 1, forever);
    lru.set('b', 1, 'B', 1, forever);
    expect(lru.get('a', 1)?.value).toBe('A');
    lru.set('c', 1, 'C', 1, forever);
    expect(lru.size).toBe(2);
    expect(lru.evicted).toBe(1);
    expect(lru.get('b', 1)?.value).toBeUndefined();
    expect(lru.get('a', 1)?.value).toBe('A');
    expect(lru.get('c', 1)?.value).toBe('C');
  });

  it('evicts the oldest entries beyond its byte bound and refuses an entry larger than the bound', () => {
    const lru = new VersionedLru<string>({ entries: 100, maxBytes: 100 });
    lru.set('a', 1, 'A', 40, forever);
    lru.set('b', 1, 'B', 40, forever);
    lru.set('c', 1, 'C', 40, forever);
    expect(lru.get('a', 1)?.value).toBeUndefined();
    expect(lru.totalBytes).toBe(80);
    lru.set('huge', 1, 'H', 101, forever);
    expect(lru.get('huge', 1)?.value).toBeUndefined();
    expect(lru.get('b', 1)?.value).toBe('B');
    expect(lru.get('c', 1)?.value).toBe('C');
  });

  it('tells of every entry that leaves, however it goes', () => {
    let now = 0;
    const left: string[] = [];
    const lru = new VersionedLru<string>(
      { entries: 2, maxBytes: 1000 },
      () => now,
      (key) => left.push(key),
    );
    lru.set('evicted', 1, 'A', 1, forever);
    lru.set('replaced', 1, 'B', 1, forever);
    lru.set('replaced', 2, 'B2', 1, forever);
    lru.set('expiring', 1, 'C', 1, 10);
    now = 20;
    expect(lru.get('expiring', 1)).toBeUndefined();
    lru.set('dropped', 1, 'D', 1, forever);
    lru.removeWhere((value) => value === 'D');
    lru.set('cleared', 1, 'E', 1, forever);
    lru.clear();
    expect(left).toEqual(['replaced', 'evicted', 'expiring', 'dropped', 'replaced', 'cleared']);
    expect(lru.size).toBe(0);
  });

  it('keeps nothing when its entry bound is zero', () => {
    const lru = new VersionedLru<string>({ entries: 0, maxBytes: 1000 });
    lru.set('a', 1, 'A', 1, forever);
    expect(lru.get('a', 1)?.value).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it('expires an entry after its time to live, whatever its version', () => {
    let now = 1_000;
    const lru = new VersionedLru<string>({ entries: 10, maxBytes: 1000 }, () => now);
    lru.set('shops', 3, 'with view counts', 10, 10_000);
    now += 9_999;
    expect(lru.get('shops', 3)?.value).toBe('with view counts');
    now += 1;
    expect(lru.get('shops', 3)?.value).toBeUndefined();
    expect(lru.size).toBe(0);
  });

  it('reports an entry due for a refresh once most of its time to live has passed, and never one without', () => {
    let now = 0;
    const lru = new VersionedLru<string>({ entries: 10, maxBytes: 1000 }, () => now);
    lru.set('shops', 1, 'with view counts', 10, 10_000);
    lru.set('products', 1, 'versioned only', 10, forever);
    expect(lru.get('shops', 1)?.refreshDue).toBe(false);
    now = 10_000 * REFRESH_AFTER_SHARE;
    expect(lru.get('shops', 1)?.refreshDue).toBe(true);
    now = 1e12;
    expect(lru.get('products', 1)).toEqual({ value: 'versioned only', refreshDue: false });
  });
});
