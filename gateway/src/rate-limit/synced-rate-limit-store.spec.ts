import { MemoryRateLimitStore, WindowCount } from './rate-limit-store';
import { SharedHitCounter, SyncedRateLimitStore } from './synced-rate-limit-store';

const MINUTE = 60_000;
const WINDOW_START = 1_700_000_400_000;

/** The shared counter in memory (Redis in production: redis-rate-limit-store, tested with it in integration). */
class MemoryHitCounter implements SharedHitCounter {
  private readonly store = new MemoryRateLimitStore();
  failing = false;
  calls = 0;

  async add(key: string, windowMs: number, hits: number, now: number): Promise<WindowCount> {
    this.calls += 1;
    if (this.failing) throw new Error('redis down');
    let count: WindowCount = { count: 0, resetAt: 0 };
    for (let i = 0; i < hits; i += 1) count = await this.store.hit(key, windowMs, now);
    return count;
  }
}

/** A store whose background timer never fires during the test: syncs happen when the test calls sync(). */
function storeOn(shared: SharedHitCounter, errors: unknown[] = []): SyncedRateLimitStore {
  return new SyncedRateLimitStore(
    shared,
    (error) => errors.push(error),
    3_600_000,
    () => WINDOW_START,
  );
}

async function hitTimes(store: SyncedRateLimitStore, times: number, key = 'api:1.2.3.4'): Promise<number> {
  let count = 0;
  for (let i = 0; i < times; i += 1) count = (await store.hit(key, MINUTE, WINDOW_START)).count;
  return count;
}

describe(SyncedRateLimitStore.name, () => {
  afterEach(() => jest.useRealTimers());

  it('counts a hit at once, without asking the shared counter', async () => {
    const shared = new MemoryHitCounter();
    const store = storeOn(shared);
    expect(await store.hit('api:a', MINUTE, WINDOW_START)).toEqual({ count: 1, resetAt: WINDOW_START + MINUTE });
    expect(await hitTimes(store, 2, 'api:a')).toBe(3);
    expect(shared.calls).toBe(0);
    store.close();
  });

  it('adds its hits to the shared count on sync and then counts every instance', async () => {
    const shared = new MemoryHitCounter();
    const a = storeOn(shared);
    const b = storeOn(shared);
    await hitTimes(a, 5);
    await hitTimes(b, 3);
    await a.sync();
    await b.sync();
    expect(shared.calls).toBe(2);
    await a.sync();
    expect(shared.calls).toBe(2); // nothing pending: nothing sent
    // a last learnt 5 (its own), b 8 (both): a's next hit is counted on that view, its sync then learns the rest.
    expect(await hitTimes(a, 1)).toBe(6);
    expect(await hitTimes(b, 1)).toBe(9);
    await a.sync();
    expect(await hitTimes(a, 1)).toBe(5 + 3 + 1 + 1);
    a.close();
    b.close();
  });

  it('keeps the hits while the shared counter fails and sends them once it answers', async () => {
    const shared = new MemoryHitCounter();
    const errors: unknown[] = [];
    const store = storeOn(shared, errors);
    await hitTimes(store, 4);
    shared.failing = true;
    await store.sync();
    expect(errors).toHaveLength(1);
    expect(await hitTimes(store, 1)).toBe(5);
    shared.failing = false;
    await store.sync();
    const other = storeOn(shared);
    await hitTimes(other, 1);
    await other.sync();
    expect(await hitTimes(other, 1)).toBe(7);
    store.close();
    other.close();
  });

  it('drops buckets of ended windows on sync', async () => {
    let now = WINDOW_START;
    const store = new SyncedRateLimitStore(
      new MemoryHitCounter(),
      () => undefined,
      3_600_000,
      () => now,
    );
    await store.hit('api:a', MINUTE, WINDOW_START);
    await store.sync();
    expect(store.size).toBe(1);
    now = WINDOW_START + MINUTE;
    await store.sync();
    expect(store.size).toBe(0);
    store.close();
  });

  it('syncs in the background after a hit', async () => {
    jest.useFakeTimers();
    const shared = new MemoryHitCounter();
    const store = new SyncedRateLimitStore(
      shared,
      () => undefined,
      50,
      () => WINDOW_START,
    );
    await store.hit('api:a', MINUTE, WINDOW_START);
    expect(shared.calls).toBe(0);
    await jest.advanceTimersByTimeAsync(50);
    expect(shared.calls).toBe(1);
    await jest.advanceTimersByTimeAsync(500);
    expect(shared.calls).toBe(1); // nothing new: no further sends
    store.close();
  });
});
