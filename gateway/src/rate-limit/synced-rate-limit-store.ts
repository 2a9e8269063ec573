import { RateLimitStore, WindowCount, windowOf } from './rate-limit-store';

/**
 * How often an instance adds its new hits to the shared count and learns the others'. The tolerance of a
 * `counting: 'synced'` rule: across N instances a client can get at most what the other N - 1 let it do in one
 * interval (plus a Redis round trip) over the limit before each of them knows.
 */
export const RATE_LIMIT_SYNC_INTERVAL_MS = 50;

/** Injection token of the store of the `counting: 'synced'` rules; null without Redis (they count in memory). */
export const SYNCED_RATE_LIMIT_STORE = Symbol('SYNCED_RATE_LIMIT_STORE');

/** The shared counter a synced store adds its hits to (RedisRateLimitStore). */
export interface SharedHitCounter {
  /** Adds `hits` to the bucket of `key` in the window holding `now`; resolves the count of every instance. */
  add(key: string, windowMs: number, hits: number, now: number): Promise<WindowCount>;
}

interface SyncedBucket {
  key: string;
  windowMs: number;
  resetAt: number;
  /** The shared count as of the last sync, this instance's synced hits included. */
  shared: number;
  /** Hits counted here since the last sync. */
  pending: number;
}

/**
 * Counts in this instance at once (no round trip on the request path) and adds the hits to the shared counter in
 * the background, one command per active bucket per interval instead of one per request. A hit's count is the
 * shared count as last seen plus this instance's hits since. While the shared counter fails, the hits stay
 * pending (the limit then holds per instance) and are added once it answers again; `onError` hears of each failure.
 */
export class SyncedRateLimitStore extends RateLimitStore {
  private readonly buckets = new Map<string, SyncedBucket>();
  private timer: NodeJS.Timeout | null = null;
  private syncing: Promise<void> | null = null;
  private closed = false;

  constructor(
    private readonly shared: SharedHitCounter,
    private readonly onError: (error: unknown) => void = () => undefined,
    private readonly intervalMs = RATE_LIMIT_SYNC_INTERVAL_MS,
    private readonly now: () => number = Date.now,
  ) {
    super();
  }

  hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const { index, resetAt } = windowOf(now, windowMs);
    const bucketKey = `${key}:${index}`;
    let bucket = this.buckets.get(bucketKey);
    if (!bucket) {
      bucket = { key, windowMs, resetAt, shared: 0, pending: 0 };
      this.buckets.set(bucketKey, bucket);
    }
    bucket.pending += 1;
    this.schedule();
    return Promise.resolve({ count: bucket.shared + bucket.pending, resetAt });
  }

  /** Adds every bucket's pending hits to the shared counter and learns the totals; drops ended windows. */
  sync(): Promise<void> {
    this.syncing ??= this.syncOnce().finally(() => {
      this.syncing = null;
    });
    return this.syncing;
  }

  /** Stops the background sync (shutdown); hits not yet synced are not sent. */
  close(): void {
    this.closed = true;
    if (this.timer) clearTimeout(this.timer);
    this.timer = null;
  }

  /** Buckets this instance holds, for tests. */
  get size(): number {
    return this.buckets.size;
  }

  private schedule(): void {
    if (this.timer || this.closed) return;
    this.timer = setTimeout(() => {
      this.timer = null;
      void this.sync().then(() => {
        if (this.hasPending()) this.schedule();
      });
    }, this.intervalMs);
    // A pending sync never keeps the process alive.
    this.timer.unref();
  }

  private hasPending(): boolean {
    for (const bucket of this.buckets.values()) if (bucket.pending > 0) return true;
    return false;
  }

  private async syncOnce(): Promise<void> {
    const now = this.now();
    const sends: Promise<void>[] = [];
    for (const [bucketKey, bucket] of this.buckets) {
      if (bucket.resetAt <= now) {
        this.buckets.delete(bucketKey);
        continue;
      }
      if (bucket.pending === 0) continue;
      const hits = bucket.pending;
      bucket.pending = 0;
      sends.push(
        this.shared.add(bucket.key, bucket.windowMs, hits, now).then(
          (total) => {
            bucket.shared = total.count;
          },
          (error: unknown) => {
            bucket.pending += hits;
            this.onError(error);
          },
        ),
      );
    }
    await Promise.all(sends);
  }
}
