import { BeforeApplicationShutdown, Logger, OnModuleInit } from '@nestjs/common';
import { DataSource, EntityManager } from 'typeorm';

/** Largest batch written in one transaction. */
const BATCH_SIZE = 2000;

export interface BatchedRecorderOptions {
  /** Names what is held, in log lines ("shop view", "lead"). */
  what: string;
  flushIntervalMs: number;
  /** Past this many held items the oldest are dropped (and logged). */
  bufferMax: number;
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
  private timer?: NodeJS.Timeout;
  private flushing: Promise<void> = Promise.resolve();

  protected constructor(
    protected readonly dataSource: DataSource,
    private readonly options: BatchedRecorderOptions,
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
    this.queue.push(item);
    if (this.queue.length > this.options.bufferMax) this.dropOldest(this.queue.length - this.options.bufferMax);
    if (this.queue.length >= BATCH_SIZE) void this.flush();
  }

  /** Writes every held item; concurrent calls queue behind each other. Never rejects. */
  flush(): Promise<void> {
    this.flushing = this.flushing.then(() => this.writeAll());
    return this.flushing;
  }

  private async writeAll(): Promise<void> {
    while (this.queue.length > 0) {
      const batch = this.queue.splice(0, BATCH_SIZE);
      try {
        await this.dataSource.transaction((manager) => this.write(manager, batch));
      } catch (error) {
        // Back in front of the items recorded meanwhile: nothing is lost, the next tick tries again.
        this.queue = batch.concat(this.queue);
        this.logger.error(
          `Could not write ${batch.length} ${this.options.what}(s), kept for the next try: ${(error as Error).message}`,
        );
        return;
      }
    }
  }

  private dropOldest(count: number): void {
    this.queue.splice(0, count);
    this.logger.error(`${count} ${this.options.what}(s) dropped: the database has not taken them for a while`);
  }
}
