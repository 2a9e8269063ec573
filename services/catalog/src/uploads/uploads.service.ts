import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { UploadImageResponse } from '@app/contracts';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { processImage } from './image-processor';
import { LocalImageStore } from './image-store';
import { UploadErrorCode, UploadException, UploadQuota } from './uploads.exception';

/** What multer hands over from memory storage (only what is used). */
export interface UploadedImageFile {
  buffer: Buffer;
  size: number;
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Checks, re-encodes and stores uploaded images on the local disk (DATA_DIR/uploads). An S3-compatible store
 * would replace LocalImageStore behind the same save/locate pair; it is not built yet. Each stored image gets a row
 * in catalog.uploaded_images: per person at most UPLOAD_DAILY_IMAGES in any 24 hours (429) and UPLOAD_TOTAL_BYTES
 * stored (413), checked under a per-person lock so parallel uploads cannot pass together; OrphanImagesCleaner
 * removes the images nothing refers to.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);
  readonly store: LocalImageStore;
  private readonly quota: UploadQuota;

  constructor(
    @Inject(CATALOG_CONFIG) private readonly config: CatalogConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
  ) {
    this.store = new LocalImageStore(config.DATA_DIR);
    this.quota = { dailyImages: config.UPLOAD_DAILY_IMAGES, totalBytes: config.UPLOAD_TOTAL_BYTES };
  }

  async upload(file: UploadedImageFile | undefined, userId: number | null): Promise<UploadImageResponse> {
    const max = this.config.UPLOAD_MAX_BYTES;
    const uploader = userId ?? 0;
    if (!file || file.size === 0) throw new UploadException(UploadErrorCode.ImageMissing, max);
    if (file.size > max) throw new UploadException(UploadErrorCode.ImageTooLarge, max);
    // Before the costly decoding: a person over the daily count is refused at once.
    await this.assertWithinQuota(this.dataSource.manager, uploader, 0, new Date());
    const image = await processImage(file.buffer, this.config.UPLOAD_MAX_PIXELS);
    // The quota counts every size stored.
    const bytes = image.variants.reduce((sum, variant) => sum + variant.data.length, image.data.length);
    const imageUrl = await this.dataSource.transaction(async (manager) => {
      const now = new Date();
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('catalog:uploads'), $1)", [uploader]);
      await this.assertWithinQuota(manager, uploader, bytes, now);
      const url = await this.store.save(image.data, image.extension, now, image.variants);
      await manager.query(
        'INSERT INTO catalog.uploaded_images (url, user_id, bytes, uploaded_at) VALUES ($1, $2, $3, $4)',
        [url, uploader, bytes, now],
      );
      return url;
    });
    this.logger.log(`Image ${imageUrl} (${image.width}x${image.height}) uploaded by ${userId}`);
    return { imageUrl };
  }

  private async assertWithinQuota(manager: EntityManager, userId: number, adding: number, now: Date): Promise<void> {
    const [usage]: Array<{ today: number; stored: string }> = await manager.query(
      `SELECT count(*) FILTER (WHERE uploaded_at > $2)::integer AS today, coalesce(sum(bytes), 0)::bigint AS stored
         FROM catalog.uploaded_images WHERE user_id = $1`,
      [userId, new Date(now.getTime() - DAY_MS)],
    );
    const max = this.config.UPLOAD_MAX_BYTES;
    if (usage!.today >= this.quota.dailyImages) {
      this.logger.warn(`User ${userId} reached ${this.quota.dailyImages} uploads in 24 hours`);
      throw new UploadException(UploadErrorCode.DailyImagesReached, max, this.quota);
    }
    if (Number(usage!.stored) + adding > this.quota.totalBytes) {
      this.logger.warn(`User ${userId} stores ${usage!.stored} bytes of images: this upload would pass the quota`);
      throw new UploadException(UploadErrorCode.StorageQuotaReached, max, this.quota);
    }
  }
}
