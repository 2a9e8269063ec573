import { Inject, Injectable, Logger } from '@nestjs/common';
import { UploadImageResponse } from '@app/contracts';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { processImage } from './image-processor';
import { LocalImageStore } from './image-store';
import { UploadErrorCode, UploadException } from './uploads.exception';

/** What multer hands over from memory storage (only what is used). */
export interface UploadedImageFile {
  buffer: Buffer;
  size: number;
}

/**
 * Checks, re-encodes and stores uploaded images on the local disk (DATA_DIR/uploads). An S3-compatible store
 * would replace LocalImageStore behind the same save/locate pair; it is not built yet.
 */
@Injectable()
export class UploadsService {
  private readonly logger = new Logger(UploadsService.name);
  readonly store: LocalImageStore;

  constructor(@Inject(CATALOG_CONFIG) private readonly config: CatalogConfig) {
    this.store = new LocalImageStore(config.DATA_DIR);
  }

  async upload(file: UploadedImageFile | undefined, userId: number | null): Promise<UploadImageResponse> {
    const max = this.config.UPLOAD_MAX_BYTES;
    if (!file || file.size === 0) throw new UploadException(UploadErrorCode.ImageMissing, max);
    if (file.size > max) throw new UploadException(UploadErrorCode.ImageTooLarge, max);
    const image = await processImage(file.buffer, this.config.UPLOAD_MAX_PIXELS);
    const imageUrl = await this.store.save(image.data, image.extension);
    this.logger.log(`Image ${imageUrl} (${image.width}x${image.height}) uploaded by ${userId}`);
    return { imageUrl };
  }
}
