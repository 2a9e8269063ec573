import {
  CallHandler,
  ExecutionContext,
  HttpException,
  HttpStatus,
  Inject,
  Injectable,
  NestInterceptor,
} from '@nestjs/common';
import { catchError, Observable, throwError } from 'rxjs';
import { CatalogConfig } from '../catalog.config';
import { CATALOG_CONFIG } from '../config/catalog-config.module';
import { UploadErrorCode, UploadException } from './uploads.exception';

/** Turns multer's errors (size limit, wrong field, broken multipart) into the upload's own messages. */
@Injectable()
export class UploadErrorsInterceptor implements NestInterceptor {
  constructor(@Inject(CATALOG_CONFIG) private readonly config: CatalogConfig) {}

  intercept(_context: ExecutionContext, next: CallHandler): Observable<unknown> {
    return next.handle().pipe(catchError((error: unknown) => throwError(() => this.translate(error))));
  }

  private translate(error: unknown): unknown {
    if (error instanceof UploadException || !(error instanceof HttpException)) return error;
    const max = this.config.UPLOAD_MAX_BYTES;
    if (error.getStatus() === HttpStatus.PAYLOAD_TOO_LARGE)
      return new UploadException(UploadErrorCode.ImageTooLarge, max);
    if (error.getStatus() === HttpStatus.BAD_REQUEST) {
      return /unexpected (file )?field/i.test(error.message)
        ? new UploadException(UploadErrorCode.ImageMissing, max)
        : new UploadException(UploadErrorCode.UploadMalformed, max);
    }
    return error;
  }
}
