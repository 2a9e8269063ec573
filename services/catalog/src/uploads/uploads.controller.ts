import { Controller, Get, HttpCode, HttpStatus, Param, Post, Res, UploadedFile, UseInterceptors } from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-express';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { CurrentIdentity, Public, RequestIdentity, SignedIn } from '@app/auth-context';
import { UploadImageResponse } from '@app/contracts';
import { UploadErrorsInterceptor } from './upload-errors.interceptor';
import { UploadErrorCode, UploadException } from './uploads.exception';
import { UploadedImageFile, UploadsService } from './uploads.service';

export const IMMUTABLE_CACHE = 'public, max-age=31536000, immutable';

/** The file if it is there, else the fallback (a size copy never made: images stored before sizes existed). */
async function existingFile(file: string, fallback?: string): Promise<{ file: string; size: number } | null> {
  for (const candidate of fallback ? [file, fallback] : [file]) {
    const info = await stat(candidate).catch(() => null);
    if (info?.isFile()) return { file: candidate, size: info.size };
  }
  return null;
}

@ApiTags('uploads')
@Controller()
export class UploadsController {
  constructor(private readonly uploads: UploadsService) {}

  /** POST /api/upload/image: multipart field `image`; answers 201 { imageUrl }. */
  @SignedIn()
  @Post('api/upload/image')
  @HttpCode(HttpStatus.CREATED)
  @UseInterceptors(UploadErrorsInterceptor, FileInterceptor('image'))
  upload(
    @UploadedFile() file: UploadedImageFile | undefined,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<UploadImageResponse> {
    return this.uploads.upload(file, identity.userId);
  }

  /** GET /uploads/<yyyy>/<mm>/<name>: stored images, cached for a year (names are random and never reused). */
  @Public()
  @Get('uploads/*path')
  async serve(@Param('path') path: string | string[], @Res() response: Response): Promise<void> {
    const relative = Array.isArray(path) ? path.join('/') : path;
    const located = this.uploads.store.locate(relative);
    const found = located ? await existingFile(located.file, located.fallback) : null;
    if (!located || !found) throw new UploadException(UploadErrorCode.ImageNotFound);
    response.setHeader('Content-Type', located.contentType);
    response.setHeader('Content-Length', String(found.size));
    response.setHeader('Cache-Control', IMMUTABLE_CACHE);
    response.setHeader('X-Content-Type-Options', 'nosniff');
    response.setHeader('Content-Security-Policy', "default-src 'none'");
    createReadStream(found.file)
      .on('error', () => response.destroy())
      .pipe(response);
  }
}
