import { MAX_GALLERY_IMAGES } from '@app/contracts';

/** What the shop and product forms send about pictures (the schemas have checked both). */
export interface GalleryInput {
  imageUrl?: string | null;
  images?: string[];
}

/** A gallery and its cover, written together so image_url always equals images[1]. */
export interface Gallery {
  images: string[];
  cover: string | null;
}

function withCover(images: string[]): Gallery {
  return { images, cover: images[0] ?? null };
}

/** On create: the gallery when sent, else the cover alone (forms from before galleries send only imageUrl). */
export function galleryOnCreate(input: GalleryInput): Gallery {
  if (input.images !== undefined) return withCover(input.images);
  return withCover(input.imageUrl ? [input.imageUrl] : []);
}

/**
 * On PATCH: null when neither field is sent (the pictures stay). `images` replaces the gallery; `imageUrl` alone
 * replaces the cover and keeps the rest (null removes the cover, so the next picture becomes it).
 */
export function galleryOnUpdate(input: GalleryInput, current: string[]): Gallery | null {
  if (input.images !== undefined) return withCover(input.images);
  if (input.imageUrl === undefined) return null;
  const rest = current.slice(1).filter((url) => url !== input.imageUrl);
  return withCover(input.imageUrl ? [input.imageUrl, ...rest].slice(0, MAX_GALLERY_IMAGES) : rest);
}

/** The gallery a row answers with: its images, or its one picture for rows written without a gallery. */
export function galleryOfRow(row: { image_url: string | null; images: string[] | null }): Gallery {
  if (row.images && row.images.length > 0) return withCover(row.images);
  return withCover(row.image_url ? [row.image_url] : []);
}
