import { HttpStatus } from '@nestjs/common';
import { DomainException } from '@app/service-kit';

export enum UploadErrorCode {
  ImageMissing = 'ImageMissing',
  ImageNotSupported = 'ImageNotSupported',
  ImageTooLarge = 'ImageTooLarge',
  ImageTooManyPixels = 'ImageTooManyPixels',
  UploadMalformed = 'UploadMalformed',
  ImageNotFound = 'ImageNotFound',
}

/** "5 MB" for 5242880 bytes; one decimal below 10 MB when it is not whole ("1.5 MB"). */
export function megabytes(bytes: number): string {
  const value = bytes / (1024 * 1024);
  const text = Number.isInteger(value) || value >= 10 ? String(Math.round(value)) : value.toFixed(1);
  return `${text} MB`;
}

export function describeUploadError(code: UploadErrorCode, maxBytes: number): { status: number; message: string } {
  switch (code) {
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
  constructor(code: UploadErrorCode, maxBytes = 5 * 1024 * 1024) {
    const { status, message } = describeUploadError(code, maxBytes);
    super(code, status, message);
  }
}
