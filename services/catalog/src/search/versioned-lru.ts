export interface LruLimits {
  /** Most entries kept; 0 keeps none. */
  entries: number;
  /** Most bytes kept, as the entries' own estimates add up; an entry larger than this is never kept. */
  maxBytes: number;
}

interface Entry<V> {
  version: number;
  value: V;
  bytes: number;
  expiresAt: number;
  refreshAt: number;
}

/** What a reader gets: the value, and whether it is near enough its expiry to be worth computing again. */
export interface LruHit<V> {
  value: V;
  refreshDue: boolean;
}

/** The share of an entry's time to live after which a hit reports it due for a refresh. */
export const REFRESH_AFTER_SHARE = 0.7;

/**
 * A least-recently-used map whose entries carry the data version they were computed at. A reader asks with the
 * version it has just read: an entry computed at that version or a later one is exact for it, an older one is not
 * (and is dropped). Bounded by entry count and by estimated bytes, and each entry may also expire after a time.
 * A Map keeps insertion order, so re-inserting on a hit makes its first key the least recently used.
 */
export class VersionedLru<V> {
  private readonly entries = new Map<string, Entry<V>>();
  private bytes = 0;
  private evictions = 0;

  /** `onRemove` hears of every entry that leaves, however it goes (dropped, evicted, expired, replaced). */
  constructor(
    private readonly limits: LruLimits,
    private readonly now: () => number = Date.now,
    private readonly onRemove: (key: string) => void = () => undefined,
  ) {}

  get size(): number {
    return this.entries.size;
  }

  get totalBytes(): number {
    return this.bytes;
  }

  /** Entries removed to make room for newer ones since the map was made: the limits were too tight for them. */
  get evicted(): number {
    return this.evictions;
  }

  /** The entry, unless it was computed before `version` or has expired. */
  get(key: string, version = 0): LruHit<V> | undefined {
    const entry = this.entries.get(key);
    if (!entry) return undefined;
    const now = this.now();
    if (entry.version < version || entry.expiresAt <= now) {
      this.remove(key, entry);
      return undefined;
    }
    this.entries.delete(key);
    this.entries.set(key, entry);
    return { value: entry.value, refreshDue: entry.refreshAt <= now };
  }

  /** Keeps `value` as computed at `version`, unless an entry of a later version is already there; answers whether it did. */
  set(key: string, version: number, value: V, bytes: number, ttlMs: number): boolean {
    if (this.limits.entries <= 0 || bytes > this.limits.maxBytes) return false;
    const existing = this.entries.get(key);
    if (existing) {
      if (existing.version > version) return false;
      this.remove(key, existing);
    }
    const now = this.now();
    this.entries.set(key, {
      version,
      value,
      bytes,
      expiresAt: now + ttlMs,
      refreshAt: now + ttlMs * REFRESH_AFTER_SHARE,
    });
    this.bytes += bytes;
    for (const [oldestKey, oldest] of this.entries) {
      if (this.entries.size <= this.limits.entries && this.bytes <= this.limits.maxBytes) break;
      this.remove(oldestKey, oldest);
      this.evictions += 1;
    }
    return true;
  }

  /** Drops each entry (of `keys`, by default all) whose value `stale` says is no longer exact; answers how many went. */
  removeWhere(stale: (value: V) => boolean, keys: Iterable<string> = this.entries.keys()): number {
    let removed = 0;
    for (const key of keys) {
      const entry = this.entries.get(key);
      if (!entry || !stale(entry.value)) continue;
      this.remove(key, entry);
      removed += 1;
    }
    return removed;
  }

  clear(): void {
    for (const [key, entry] of this.entries) this.remove(key, entry);
  }

  private remove(key: string, entry: Entry<V>): void {
    this.entries.delete(key);
    this.bytes -= entry.bytes;
    this.onRemove(key);
  }
}
