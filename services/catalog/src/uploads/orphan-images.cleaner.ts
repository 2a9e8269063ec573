import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { UploadsService } from './uploads.service';

/** Rows removed per statement, so one run never holds a long lock. */
const BATCH = 500;

/**
 * Removes uploaded images (with their size copies) that no shop, no product (cover or gallery) and no chat message
 * refers to once they are UPLOAD_ORPHAN_AGE_HOURS old (a form abandoned after its upload, a replaced photo, a
 * script filling the disk): at start and every UPLOAD_CLEANUP_INTERVAL_MS. The row goes first (in one statement with the check), then the file, so a file is
 * never served without its row; a failed file removal is logged and leaves an unreachable file, nothing worse.
 */
@Injectable()
export class OrphanImagesCleaner implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(OrphanImagesCleaner.name);
  private timer: NodeJS.Timeout | undefined;
  private running: Promise<unknown> | undefined;

  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly uploads: UploadsService,
  ) {}

  onApplicationBootstrap(): void {
    this.tick();
    this.timer = setInterval(() => this.tick(), this.config.UPLOAD_CLEANUP_INTERVAL_MS);
    this.timer.unref();
  }

  async onApplicationShutdown(): Promise<void> {
    clearInterval(this.timer);
    await this.running;
  }

  /** Removes every orphan older than the configured age at `now`; answers the URLs removed. */
  async removeOrphans(now = new Date()): Promise<string[]> {
    const before = new Date(now.getTime() - this.config.UPLOAD_ORPHAN_AGE_HOURS * 60 * 60 * 1000);
    const removed: string[] = [];
    for (;;) {
      // A CTE so the driver answers with the rows (a bare DELETE answers [rows, count]).
      const rows: Array<{ url: string }> = await this.dataSource.query(
        `WITH orphans AS (
           SELECT i.url FROM catalog.uploaded_images i
            WHERE i.uploaded_at < $1
              AND NOT EXISTS (SELECT 1 FROM catalog.shops s WHERE s.image_url = i.url OR i.url = ANY (s.images))
              AND NOT EXISTS (SELECT 1 FROM catalog.products p WHERE p.image_url = i.url OR i.url = ANY (p.images))
              AND NOT EXISTS (SELECT 1 FROM catalog.chat_image_references c WHERE c.url = i.url)
            ORDER BY i.uploaded_at
            LIMIT ${BATCH}
            FOR UPDATE SKIP LOCKED
         ),
         removed AS (
           DELETE FROM catalog.uploaded_images i USING orphans o WHERE i.url = o.url RETURNING i.url
         )
         SELECT url FROM removed`,
        [before],
      );
      for (const { url } of rows) {
        await this.uploads.store
          .remove(url)
          .catch((error: unknown) => this.logger.error(`Could not remove ${url}: ${(error as Error).message}`));
        removed.push(url);
      }
      if (rows.length < BATCH) break;
    }
    return removed;
  }

  private tick(): void {
    if (this.running) return;
    this.running = this.removeOrphans()
      .then((removed) => {
        if (removed.length > 0) this.logger.log(`Removed ${removed.length} image(s) nothing referred to`);
      })
      .catch((error: unknown) => this.logger.error({ err: error }, 'The orphan image cleanup failed'))
      .finally(() => (this.running = undefined));
  }
}
