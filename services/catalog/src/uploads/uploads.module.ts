import { Module } from '@nestjs/common';
import { MulterModule } from '@nestjs/platform-express';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { OrphanImagesCleaner } from './orphan-images.cleaner';
import { UploadErrorsInterceptor } from './upload-errors.interceptor';
import { UploadsController } from './uploads.controller';
import { UploadsService } from './uploads.service';

@Module({
  imports: [
    // Memory storage (multer's default without `dest`), one file, limited to UPLOAD_MAX_BYTES.
    MulterModule.registerAsync({
      useFactory: (config: CatalogConfig) => ({
        limits: { fileSize: config.UPLOAD_MAX_BYTES, files: 1, fields: 10, parts: 12 },
      }),
      inject: [CATALOG_CONFIG],
    }),
  ],
  controllers: [UploadsController],
  providers: [UploadsService, UploadErrorsInterceptor, OrphanImagesCleaner],
  exports: [OrphanImagesCleaner],
})
export class UploadsModule {}
