import { HttpStatus } from '@nestjs/common';
import { DomainException } from '@app/service-kit';

export enum UploadErrorCode {
  ImageMissing = 'ImageMissing',
  ImageNotSupported = 'ImageNotSupported',
  ImageTooLarge = 'ImageTooLarge',
  ImageTooManyPixels = 'ImageTooManyPixels',
  UploadMalformed = 'UploadMalformed',
  ImageNotFound = 'ImageNotFound',
  /** The person uploaded UPLOAD_DAILY_IMAGES images in the last 24 hours. */
  DailyImagesReached = 'DailyImagesReached',
  /** The person's stored images would exceed UPLOAD_TOTAL_BYTES. */
  StorageQuotaReached = 'StorageQuotaReached',
}

/** The per-person limits the quota messages name. */
export interface UploadQuota {
  dailyImages: number;
  totalBytes: number;
}

const DEFAULT_QUOTA: UploadQuota = { dailyImages: 200, totalBytes: 1024 * 1024 * 1024 };

/** "5 MB" for 5242880 bytes; one decimal below 10 MB when it is not whole ("1.5 MB"). */
export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  const text = Number.isInteger(value) || value >= 10 ? String(Math.round(value)) : value.toFixed(1);
  return `${text} MB`;
}

/** A storage quota as people read it: "1 GB", "1.5 GB", "200 MB", "20 KB". */
export function storageSize(bytes: number): string {
  const gigabytes = bytes / (1024 * 1024 * 1024);
  if (gigabytes >= 1) return `${Number.isInteger(gigabytes) ? gigabytes : gigabytes.toFixed(1)} GB`;
  if (bytes >= 1024 * 1024) return megabytes(bytes);
  return `${Math.max(1, Math.round(bytes / 1024))} KB`;
}

export function describeUploadError(
  code: UploadErrorCode,
  maxBytes: number,
  quota: UploadQuota = DEFAULT_QUOTA,
): { status: number; message: string } {
  switch (code) {
    case UploadErrorCode.DailyImagesReached:
      return {
        status: HttpStatus.TOO_MANY_REQUESTS,
        message: `You can upload at most ${quota.dailyImages} images a day. Please try again tomorrow.`,
      };
    case UploadErrorCode.StorageQuotaReached:
      return {
        status: HttpStatus.PAYLOAD_TOO_LARGE,
        message: `Your images can take up at most ${storageSize(quota.totalBytes)} in all, and this one does not fit.`,
      };
    case UploadErrorCode.ImageMissing:
      return { status: HttpStatus.BAD_REQUEST, message: 'Please choose an image to upload.' };
    case UploadErrorCode.ImageNotSupported:
      return {
        status: HttpStatus.BAD_REQUEST,
        message: 'The file is not a supported image (JPEG, PNG, WebP or GIF).',
      };
    case UploadErrorCode.ImageTooLarge:
      return { status: HttpStatus.PAYLOAD_TOO_LARGE, message: `The image must be at most ${megabytes(maxBytes)}.` };
    case UploadErrorCode.ImageTooManyPixels:
      return { status: HttpStatus.PAYLOAD_TOO_LARGE, message: 'The image has too many pixels to process.' };
    case UploadErrorCode.UploadMalformed:
      return { status: HttpStatus.BAD_REQUEST, message: 'The upload could not be read. Please try again.' };
    case UploadErrorCode.ImageNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Image not found' };
  }
}

export class UploadException extends DomainException<UploadErrorCode> {
  constructor(code: UploadErrorCode, maxBytes = 5 * 1024 * 1024, quota: UploadQuota = DEFAULT_QUOTA) {
    const { status, message } = describeUploadError(code, maxBytes, quota);
    super(code, status, message);
  }
}
