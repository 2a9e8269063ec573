import { CoalescedRead } from './coalesced-read';
import { LruLimits, VersionedLru } from './versioned-lru';

export interface SearchCacheSettings extends LruLimits {
  /** Longest an entry that holds unversioned figures (view counts) is reused. */
  unversionedTtlMs: number;
}

/**
 * Search results kept exact by the database: every search first reads catalog.search_version (bumped in the same
 * transaction as any write that changes what a search returns or shows: AddedSearchVersion migration), then takes a
 * cached page computed at that version or later, or runs the query and keeps its page under the version read
 * BEFORE the query. A write committing meanwhile is thus never hidden under a newer version, and processes need no
 * messages to agree: each reads the same row. Identical searches missing at once share one query, concurrent
 * searches share version reads (CoalescedRead), and a page with a time to live is computed again in the background
 * when a hit finds it near its expiry, so a steady load does not meet a wave of expiries.
 */
export class SearchCache {
  private readonly pages: VersionedLru<unknown>;
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly version: CoalescedRead<number>;

  constructor(
    readVersion: () => Promise<number>,
    private readonly settings: SearchCacheSettings,
    now?: () => number,
  ) {
    this.pages = new VersionedLru(settings, now);
    this.version = new CoalescedRead(readVersion);
  }

  /** No caching: every search runs its query (the SQL timing script; SEARCH_CACHE_ENTRIES=0). */
  static disabled(): SearchCache {
    return new SearchCache(() => Promise.resolve(0), { entries: 0, maxBytes: 0, unversionedTtlMs: 0 });
  }

  get enabled(): boolean {
    return this.settings.entries > 0;
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * The result of `load` for `key`. `versionedOnly`: every figure in the result changes the version when it
   * changes, so it is kept until a write; otherwise (a shop's view count) for at most unversionedTtlMs.
   */
  async get<V>(key: string, versionedOnly: boolean, load: () => Promise<V>): Promise<V> {
    if (!this.enabled) return load();
    const version = await this.version.read();
    const cached = this.pages.get(key, version);
    if (cached) {
      // The refresh runs after this version read, so it may keep its page under that version; its failure only
      // leaves the entry to expire.
      if (cached.refreshDue) void this.load(key, version, versionedOnly, load).catch(() => undefined);
      return cached.value as V;
    }
    return this.load(key, version, versionedOnly, load);
  }

  /** Runs `load` once for concurrent callers of the same key and version, and keeps its page under `version`. */
  private load<V>(key: string, version: number, versionedOnly: boolean, load: () => Promise<V>): Promise<V> {
    const runningKey = `${version}\u0000${key}`;
    const running = this.running.get(runningKey) as Promise<V> | undefined;
    if (running) return running;
    const loading = load()
      .then((value) => {
        const ttl = versionedOnly ? Number.POSITIVE_INFINITY : this.settings.unversionedTtlMs;
        this.pages.set(key, version, value, estimatedBytes(value), ttl);
        return value;
      })
      .finally(() => this.running.delete(runningKey));
    this.running.set(runningKey, loading);
    return loading;
  }
}

/** The value's size in memory, roughly: its JSON text in UTF-16 plus a share for object overhead. */
export function estimatedBytes(value: unknown): number {
  return 2 * (JSON.stringify(value)?.length ?? 0) + 256;
}

/** A cache key of the search's normalised parameters, in a fixed order (undefined for absent ones). */
export function searchKey(parts: ReadonlyArray<string | number | undefined>): string {
  return JSON.stringify(parts);
}
