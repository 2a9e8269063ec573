import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { IMAGE_VARIANT_WIDTHS } from '@app/contracts';
import { ImageVariant } from './image-processor';

/** Public URL prefix of stored images; the gateway routes /uploads/* to catalog. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/**
 * The only relative paths ever served: <yyyy>/<mm>/<32 hex>.<ext>, or a WebP's responsive copy
 * <yyyy>/<mm>/<32 hex>-<400|800>.webp (imageVariantUrl in contracts), so no path can climb out of the folder.
 */
const STORED_PATH = /^(\d{4})\/(\d{2})\/([a-f0-9]{32})(?:\.(webp|jpg|png|gif)|-(400|800)\.webp)$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

export interface LocatedImage {
  file: string;
  contentType: string;
  /** For a responsive copy: the canonical image, served when the copy was never made (images from before sizes). */
  fallback?: string;
}

/** Stores re-encoded images on the local disk under DATA_DIR/uploads/<yyyy>/<mm>/<random>.<ext>. */
export class LocalImageStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
  }

  /**
   * Writes the image (and its responsive copies beside it, same name with -400 / -800) and answers its public URL,
   * e.g. /uploads/2025/06/0f3c...e1.webp.
   */
  async save(data: Buffer, extension: string, now = new Date(), variants: ImageVariant[] = []): Promise<string> {
    const year = String(now.getUTCFullYear());
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const base = randomBytes(16).toString('hex');
    const folder = join(this.root, year, month);
    await mkdir(folder, { recursive: true });
    for (const variant of variants) {
      await writeFile(join(folder, `${base}-${variant.width}.webp`), variant.data, { flag: 'wx' });
    }
    // The canonical file last: a URL is only handed out once every copy of it is on disk.
    await writeFile(join(folder, `${base}.${extension}`), data, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${year}/${month}/${base}.${extension}`;
  }

  /** The file and content type of a stored image's relative path, or null for anything not shaped like one. */
  locate(relativePath: string): LocatedImage | null {
    const match = STORED_PATH.exec(relativePath);
    if (!match) return null;
    const [, year, month, base, extension, width] = match;
    if (width) {
      return {
        file: join(this.root, year, month, `${base}-${width}.webp`),
        contentType: CONTENT_TYPES.webp,
        fallback: join(this.root, year, month, `${base}.webp`),
      };
    }
    return { file: join(this.root, year, month, `${base}.${extension}`), contentType: CONTENT_TYPES[extension] };
  }

  /** Deletes a stored image and its copies by its public URL; anything not shaped like one, or gone, is ignored. */
  async remove(imageUrl: string): Promise<void> {
    if (!imageUrl.startsWith(UPLOADS_URL_PREFIX)) return;
    const relative = imageUrl.slice(UPLOADS_URL_PREFIX.length);
    const located = this.locate(relative);
    if (!located || located.fallback) return;
    for (const width of IMAGE_VARIANT_WIDTHS) {
      const copy = this.locate(relative.replace(/\.webp$/, `-${width}.webp`));
      if (copy?.fallback) await rm(copy.file, { force: true });
    }
    await rm(located.file, { force: true });
  }
}
