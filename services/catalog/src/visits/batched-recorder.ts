import { BeforeApplicationShutdown, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** Largest batch written in one transaction. */
const BATCH_SIZE = 2000;

export interface BatchedRecorderOptions<T> {
  /** Names what is held, in log lines ("shop view", "lead"). */
  what: string;
  flushIntervalMs: number;
  /** Past this many held items the oldest are dropped (and logged). */
  bufferMax: number;
  /** Held items past which a flush starts before the interval ends (default: one batch). */
  flushAtItems?: number;
  /**
   * Items with the same key held as one (`add` adds the second into the first), for counts: an interval's cost is
   * then one row per distinct key, however often it was recorded.
   */
  merge?: { key(item: T): string; add(held: T, item: T): void };
}

/**
 * Keeps what visitors do off the request path (issue 20, issue 16): an item is held in memory and written with the
 * others of the last interval in one transaction, so a busy shop never serialises its visitors on a row. A graceful
 * stop writes what is held before the database closes; a hard kill loses at most one interval. A failed write keeps
 * the batch and tries again. Subclasses say only how a batch is written.
 */
export abstract class BatchedRecorder<T> implements OnModuleInit, BeforeApplicationShutdown {
  protected readonly logger: Logger;
  private queue: T[] = [];
  /** With `merge`: the held item of each key, which a new one with that key is added into. */
  private readonly held = new Map<string, T>();
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  protected constructor(
    protected readonly dataSource: DataSource,
    private readonly options: BatchedRecorderOptions<T>,
  ) {
    this.logger = new Logger(new.target.name);
  }

  /** Writes one batch inside the transaction it is given. */
  protected abstract write(manager: EntityManager, batch: T[]): Promise<void>;

  onModuleInit(): void {
    this.timer = setInterval(() => void this.flush(), this.options.flushIntervalMs);
    this.timer.unref();
  }

  async beforeApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.flush();
  }

  record(item: T): void {
    const merge = this.options.merge;
    if (merge) {
      const key = merge.key(item);
      const held = this.held.get(key);
      if (held !== undefined) {
        merge.add(held, item);
        return;
      }
      this.held.set(key, item);
    }
    this.queue.push(item);
    if (this.queue.length > this.options.bufferMax) this.dropOldest(this.queue.length - this.options.bufferMax);
    if (this.queue.length >= (this.options.flushAtItems ?? BATCH_SIZE)) void this.flush();
  }

  /** Writes every held item; concurrent calls queue behind each other. Never rejects. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  private async writeAll(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.take(BATCH_SIZE);
      try {
        await this.dataSource.transaction((manager) => this.write(manager, batch));
      } catch (error) {
        // Back in front of the items recorded meanwhile: nothing is lost, the next tick tries again.
        this.putBack(batch);
        this.logger.error(
          `Could not write ${batch.length} ${this.options.what}(s), kept for the next try: ${(error as Error).message}`,
        );
        return;
      }
    }
  }

  /** The oldest `count` items, no longer held: a new item with their key starts a new one. */
  private take(count: number): T[] {
    const taken = this.queue.splice(0, count);
    const merge = this.options.merge;
    if (merge) {
      for (const item of taken) {
        const key = merge.key(item);
        if (this.held.get(key) === item) this.held.delete(key);
      }
    }
    return taken;
  }

  /** A batch that failed, in front again; with merge, an item recorded meanwhile with its key is added into it. */
  private putBack(batch: T[]): void {
    const merge = this.options.merge;
    if (!merge) {
      this.queue = batch.concat(this.queue);
      return;
    }
    const absorbed = new Set<T>();
    for (const item of batch) {
      const key = merge.key(item);
      const newer = this.held.get(key);
      if (newer !== undefined) {
        merge.add(item, newer);
        absorbed.add(newer);
      }
      this.held.set(key, item);
    }
    this.queue = batch.concat(absorbed.size > 0 ? this.queue.filter((item) => !absorbed.has(item)) : this.queue);
  }

  private dropOldest(count: number): void {
    this.take(count);
    this.logger.error(`${count} ${this.options.what}(s) dropped: the database has not taken them for a while`);
  }
}
