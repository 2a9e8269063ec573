import sharp from 'sharp';
import { isAcceptedDecoding, MAX_IMAGE_SIDE, sniffImageType } from './image-rules';
import { UploadErrorCode, UploadException } from './uploads.exception';

export interface ProcessedImage {
  data: Buffer;
  extension: 'webp';
  contentType: 'image/webp';
  width: number;
  height: number;
}

function isPixelLimitError(error: unknown): boolean {
  return error instanceof Error && /pixel limit/i.test(error.message);
}

/**
 * Checks an upload is a real JPEG, PNG, WebP or GIF (magic bytes, then the decoder), and re-encodes it as WebP:
 * rotated upright from its EXIF orientation, fitted within 1600x1600 without enlarging, all metadata dropped
 * (sharp keeps none unless asked). `maxPixels` stops decompression bombs before they are decoded.
 */
export async function processImage(input: Buffer, maxPixels: number): Promise<ProcessedImage> {
  const sniffed = sniffImageType(input);
  if (!sniffed) throw new UploadException(UploadErrorCode.ImageNotSupported);
  const options = { limitInputPixels: maxPixels, failOn: 'error' as const };
  try {
    const metadata = await sharp(input, options).metadata();
    if (!isAcceptedDecoding(sniffed, metadata.format)) throw new UploadException(UploadErrorCode.ImageNotSupported);
    if ((metadata.width ?? 0) * (metadata.height ?? 0) > maxPixels) {
      throw new UploadException(UploadErrorCode.ImageTooManyPixels);
    }
    const { data, info } = await sharp(input, options)
      .rotate()
      .resize(MAX_IMAGE_SIDE, MAX_IMAGE_SIDE, { fit: 'inside', withoutEnlargement: true })
      .webp({ quality: 82 })
      .toBuffer({ resolveWithObject: true });
    return { data, extension: 'webp', contentType: 'image/webp', width: info.width, height: info.height };
  } catch (error) {
    if (error instanceof UploadException) throw error;
    if (isPixelLimitError(error)) throw new UploadException(UploadErrorCode.ImageTooManyPixels);
    throw new UploadException(UploadErrorCode.ImageNotSupported);
  }
}
