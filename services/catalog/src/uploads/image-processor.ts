import sharp from 'sharp';
import { IMAGE_VARIANT_WIDTHS, ImageVariantWidth } from '@app/contracts';
import { isAcceptedDecoding, MAX_IMAGE_SIDE, sniffImageType } from './image-rules';
import { UploadErrorCode, UploadException } from './uploads.exception';

/** A narrower copy of a stored image, for srcset (named by imageVariantUrl). */
export interface ImageVariant {
  width: ImageVariantWidth;
  data: Buffer;
}

export interface ProcessedImage {
  data: Buffer;
  extension: 'webp';
  contentType: 'image/webp';
  width: number;
  height: number;
  /** 400 and 800 px wide copies, only those narrower than the image (a narrow image serves itself). */
  variants: ImageVariant[];
}

/** The responsive copies of an already re-encoded WebP (uploads and the demo pictures alike). */
export async function makeVariants(canonical: Buffer, width: number): Promise<ImageVariant[]> {
  const variants: ImageVariant[] = [];
  for (const variantWidth of IMAGE_VARIANT_WIDTHS) {
    if (variantWidth >= width) continue;
    const data = await sharp(canonical).resize({ width: variantWidth }).webp({ quality: 80 }).toBuffer();
    variants.push({ width: variantWidth, data });
  }
  return variants;
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
    const variants = await makeVariants(data, info.width);
    return { data, extension: 'webp', contentType: 'image/webp', width: info.width, height: info.height, variants };
  } catch (error) {
    if (error instanceof UploadException) throw error;
    if (isPixelLimitError(error)) throw new UploadException(UploadErrorCode.ImageTooManyPixels);
    throw new UploadException(UploadErrorCode.ImageNotSupported);
  }
}
