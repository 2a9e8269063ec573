import { z } from 'zod';

/** A shop's or product's pictures, in order; the first is the cover (issue 15). */
export const MAX_GALLERY_IMAGES = 8;

export const GALLERY_MESSAGES = {
  tooMany: `A gallery holds at most ${MAX_GALLERY_IMAGES} images`,
  badAddress: 'Please upload the image, or give an http(s) address',
  tooLong: 'Image URL must be at most 500 characters',
  coverFirst: 'imageUrl must be the first of images (the cover)',
} as const;

/** Stored uploads: /uploads/<yyyy>/<mm>/<32 hex>.<ext> (the canonical size; see imageVariantUrl). */
const UPLOADED_IMAGE = /^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.(webp|jpg|png|gif)$/;

/** Whether `value` is the path of an image stored by our upload endpoint (chat attachments accept only these). */
export function isUploadedImagePath(value: string): boolean {
  return UPLOADED_IMAGE.test(value);
}

/** An uploaded image's path or an absolute http(s) address; nothing else reaches an <img src> (no data: or javascript:). */
export function isImageAddress(value: string): boolean {
  if (isUploadedImagePath(value)) return true;
  if (!/^https?:\/\//i.test(value)) return false;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}

export const imageAddressSchema = z
  .string()
  .trim()
  .max(500, GALLERY_MESSAGES.tooLong)
  .refine(isImageAddress, GALLERY_MESSAGES.badAddress);

/** The cover field of the forms: an image address, or empty / null for none. */
export const optionalImageUrlSchema = z
  .union([z.literal('').transform(() => null), imageAddressSchema])
  .optional()
  .nullable()
  .transform((value) => value ?? null);

/** `images` of the shop and product forms: up to 8 addresses, in the order shown, the first being the cover. */
export const galleryImagesSchema = z.array(imageAddressSchema).max(MAX_GALLERY_IMAGES, GALLERY_MESSAGES.tooMany);

/**
 * A cover sent with a gallery must lead it (else the two would disagree about which picture is the cover); a
 * missing or empty cover beside a gallery means "the gallery's first".
 */
export function coverLeadsGallery(value: { imageUrl?: string | null; images?: string[] }): boolean {
  if (value.images === undefined || !value.imageUrl) return true;
  return value.imageUrl === value.images[0];
}

/**
 * Responsive sizes of an uploaded image (docs/decisions.md "Image sizes"): the URL the API stores and returns is
 * the canonical one (at most 1600 px a side); `<name>-400.webp` and `<name>-800.webp` beside it are the narrower
 * copies, made at upload. Any other address (an external http(s) one) has no variants.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;
export const CANONICAL_IMAGE_WIDTH = 1600;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

const VARIANT_SOURCE = /^(\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32})\.webp$/;

/** The URL of an uploaded WebP's copy `width` px wide, or null when the address has no variants. */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | null {
  const match = VARIANT_SOURCE.exec(url);
  return match ? `${match[1]}-${width}.webp` : null;
}

/**
 * `sizes` of the shop page's cover picture (it spans the page): the web app renders the cover with it and the
 * gateway preloads the same srcset entry with it, so the browser fetches that picture once.
 */
export const SHOP_COVER_IMAGE_SIZES = '100vw';

/**
 * `sizes` of a card's picture in the three-column grids (one column on phones, two on tablets, three on desktop):
 * the web app's shop and product cards render with it, and the gateway preloads the shop list's first cover with it.
 */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** `srcset` for an image address ("…-400.webp 400w, …-800.webp 800w, ….webp 1600w"), or undefined without variants. */
export function imageSrcSet(url: string | null | undefined): string | undefined {
  if (!url || !VARIANT_SOURCE.test(url)) return undefined;
  const variants = IMAGE_VARIANT_WIDTHS.map((width) => `${imageVariantUrl(url, width)} ${width}w`);
  return [...variants, `${url} ${CANONICAL_IMAGE_WIDTH}w`].join(', ');
}
