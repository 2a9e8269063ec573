import { CoalescedRead } from '@app/service-kit';
import { DependencyIndex } from './dependency-index';
import { ChangeBatch } from './search-change-feed';
import { mayAffect, SearchChange, SearchDependencies } from './search-dependencies';
import { LruLimits, VersionedLru } from './versioned-lru';

export interface SearchCacheSettings extends LruLimits {
  /** Longest an entry that holds unversioned figures (view counts) is reused. */
  unversionedTtlMs: number;
}

/** A computed page and what it depends on; without dependencies, any change drops it. */
export interface ComputedPage<V> {
  value: V;
  dependencies?: SearchDependencies;
}

interface CachedPage {
  value: unknown;
  dependencies?: SearchDependencies;
}

export interface SearchCacheStatistics {
  hits: number;
  misses: number;
  dropped: number;
  evicted: number;
  pages: number;
  bytes: number;
}

/** Where the cache learns of catalog writes (SearchChangeFeed over catalog.search_changes). */
export interface ChangeReader {
  read(): Promise<ChangeBatch>;
}

/** How long applied changes are remembered for pages still being computed; a slower query's page is not kept. */
const RECENT_CHANGES_MS = 60_000;

/**
 * Search results kept exact per shop and per affected result (issue 20). Before each lookup the cache reads the
 * writes committed since its last read (catalog.search_changes, through the ChangeReader) and drops only the pages
 * each write may touch (search-dependencies' mayAffect): the page showing the shop, and the pages whose search the
 * changed row could match before or after. Other pages stay, so a steady stream of writes leaves most of the cache
 * intact, and writers share no row. A page computed while a write was applied is checked against the writes
 * applied meanwhile before it is kept. Identical searches missing at once share one query, concurrent lookups
 * share reads of the log (CoalescedRead), and a page with a time to live is computed again in the background when
 * a hit finds it near its expiry.
 */
export class SearchCache {
  private readonly pages: VersionedLru<CachedPage>;
  /** Which pages a change may reach, so that a change is tested against those only. */
  private readonly index = new DependencyIndex();
  private readonly running = new Map<string, Promise<unknown>>();
  private readonly changes: CoalescedRead<number>;
  /** Counts reads of the log that brought changes: a page is kept under the epoch read before its query. */
  private epoch = 0;
  /** The epoch at which the log last had a gap: pages computed before it are never kept. */
  private gapEpoch = 0;
  private recent: Array<{ epoch: number; at: number; change: SearchChange }> = [];
  private counters = { hits: 0, misses: 0, dropped: 0 };

  constructor(
    reader: ChangeReader,
    private readonly settings: SearchCacheSettings,
    private readonly now: () => number = Date.now,
  ) {
    this.pages = new VersionedLru(settings, now, (key) => this.index.remove(key));
    this.changes = new CoalescedRead(() => this.applyChanges(reader));
  }

  /** No caching: every search runs its query and reads no log (the SQL timing script; SEARCH_CACHE_ENTRIES=0). */
  static disabled(): SearchCache {
    const idle: ChangeReader = { read: () => Promise.resolve({ changes: [], gap: false }) };
    return new SearchCache(idle, { entries: 0, maxBytes: 0, unversionedTtlMs: 0 });
  }

  get enabled(): boolean {
    return this.settings.entries > 0;
  }

  get size(): number {
    return this.pages.size;
  }

  /**
   * Hits, misses, pages dropped by writes and pages evicted for room since the process started (the bench prints
   * the hit rate), and the pages and estimated bytes held now.
   */
  get statistics(): SearchCacheStatistics {
    return { ...this.counters, evicted: this.pages.evicted, pages: this.pages.size, bytes: this.pages.totalBytes };
  }

  /**
   * The page of `load` for `key`. `versionedOnly`: every figure in it is covered by the change log, so it is kept
   * until a write touches it; otherwise (a shop's view count) for at most unversionedTtlMs.
   */
  async get<V>(key: string, versionedOnly: boolean, load: () => Promise<ComputedPage<V>>): Promise<V> {
    if (!this.enabled) return (await load()).value;
    const epoch = await this.changes.read();
    const cached = this.pages.get(key);
    if (cached) {
      this.counters.hits += 1;
      if (cached.refreshDue) void this.load(key, epoch, versionedOnly, load).catch(() => undefined);
      return cached.value.value as V;
    }
    this.counters.misses += 1;
    return this.load(key, epoch, versionedOnly, load);
  }

  private async applyChanges(reader: ChangeReader): Promise<number> {
    const batch = await reader.read();
    if (batch.gap) {
      this.pages.clear();
      this.epoch += 1;
      this.gapEpoch = this.epoch;
    }
    if (batch.changes.length > 0) {
      this.epoch += 1;
      const at = this.now();
      for (const change of batch.changes) {
        this.counters.dropped += this.pages.removeWhere(
          (page) => dependsOn(page.dependencies, change),
          this.index.candidates(change),
        );
        this.recent.push({ epoch: this.epoch, at, change });
      }
    }
    const oldest = this.now() - RECENT_CHANGES_MS;
    if (this.recent.length > 0 && this.recent[0].at < oldest)
      this.recent = this.recent.filter((entry) => entry.at >= oldest);
    return this.epoch;
  }

  /** Runs `load` once for concurrent callers of the same key and epoch, and keeps its page if still exact. */
  private load<V>(
    key: string,
    epoch: number,
    versionedOnly: boolean,
    load: () => Promise<ComputedPage<V>>,
  ): Promise<V> {
    const runningKey = `${epoch}\u0000${key}`;
    const running = this.running.get(runningKey) as Promise<V> | undefined;
    if (running) return running;
    const startedAt = this.now();
    const loading = load()
      .then(({ value, dependencies }) => {
        if (this.stillExact(dependencies, epoch, startedAt)) {
          const ttl = versionedOnly ? Number.POSITIVE_INFINITY : this.settings.unversionedTtlMs;
          if (this.pages.set(key, epoch, { value, dependencies }, estimatedBytes(value), ttl))
            this.index.add(key, dependencies);
        }
        return value;
      })
      .finally(() => this.running.delete(runningKey));
    this.running.set(runningKey, loading);
    return loading;
  }

  /** No change applied after `epoch` (while the query ran) may touch the page. */
  private stillExact(dependencies: SearchDependencies | undefined, epoch: number, startedAt: number): boolean {
    if (this.epoch === epoch) return true;
    if (epoch < this.gapEpoch) return false;
    if (startedAt < this.now() - RECENT_CHANGES_MS + 1000) return false;
    return !this.recent.some((entry) => entry.epoch > epoch && dependsOn(dependencies, entry.change));
  }
}

function dependsOn(dependencies: SearchDependencies | undefined, change: SearchChange): boolean {
  return dependencies === undefined || mayAffect(dependencies, change);
}

/** The value's size in memory, roughly: its JSON text in UTF-16 plus a share for object overhead. */
export function estimatedBytes(value: unknown): number {
  return 2 * (JSON.stringify(value)?.length ?? 0) + 256;
}

/** A cache key of the search's normalised parameters, in a fixed order (undefined for absent ones). */
export function searchKey(parts: ReadonlyArray<string | number | undefined>): string {
  return JSON.stringify(parts);
}
