/** One counted request: how many the bucket holds in the current window, and when that window ends. */
export interface WindowCount {
  count: number;
  /** Epoch milliseconds at which the window ends and the count starts again from zero. */
  resetAt: number;
}

/**
 * Fixed-window counters. Windows are aligned on multiples of `windowMs` since the epoch, so every gateway
 * instance (sharing Redis) and every clock agrees on where a window starts without storing it.
 */
export abstract class RateLimitStore {
  /** Counts one request on `key` in the window holding `now`. */
  abstract hit(key: string, windowMs: number, now: number): Promise<WindowCount>;
}

export function windowOf(now: number, windowMs: number): { index: number; resetAt: number } {
  const index = Math.floor(now / windowMs);
  return { index, resetAt: (index + 1) * windowMs };
}

/** Above this many live buckets the memory store sweeps ended windows on the next hit. */
const SWEEP_THRESHOLD = 10_000;

/** The single-instance store (no REDIS_URL): a Map of buckets, ended windows swept as it grows. */
export class MemoryRateLimitStore extends RateLimitStore {
  private readonly buckets = new Map<string, WindowCount>();
  private sweepAbove = SWEEP_THRESHOLD;

  hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    const { index, resetAt } = windowOf(now, windowMs);
    const bucketKey = `${key}:${index}`;
    const bucket = this.buckets.get(bucketKey) ?? { count: 0, resetAt };
    bucket.count += 1;
    this.buckets.set(bucketKey, bucket);
    if (this.buckets.size > this.sweepAbove) this.sweep(now);
    return Promise.resolve({ ...bucket });
  }

  /** Live buckets, for tests. */
  get size(): number {
    return this.buckets.size;
  }

  private sweep(now: number): void {
    for (const [key, bucket] of this.buckets) if (bucket.resetAt <= now) this.buckets.delete(key);
    // Many live buckets (a flood from many addresses): sweep again only after as many more.
    this.sweepAbove = Math.max(SWEEP_THRESHOLD, this.buckets.size * 2);
  }
}

/**
 * The shared store, and this instance's own counters while the shared one fails (Redis away): the limits then
 * hold per instance instead of not at all. `onFallback` hears of each failure.
 */
export class FallbackRateLimitStore extends RateLimitStore {
  constructor(
    private readonly primary: RateLimitStore,
    private readonly fallback: RateLimitStore,
    private readonly onFallback: (error: unknown) => void = () => undefined,
  ) {
    super();
  }

  async hit(key: string, windowMs: number, now: number): Promise<WindowCount> {
    try {
      return await this.primary.hit(key, windowMs, now);
    } catch (error) {
      this.onFallback(error);
      return this.fallback.hit(key, windowMs, now);
    }
  }
}
