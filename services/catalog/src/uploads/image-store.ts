import { randomBytes } from 'node:crypto';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';

/** Public URL prefix of stored images; the gateway routes /uploads/* to catalog. */
export const UPLOADS_URL_PREFIX = '/uploads/';

/** The only relative paths ever served: <yyyy>/<mm>/<32 hex>.<ext>, so no path can climb out of the folder. */
const STORED_PATH = /^(\d{4})\/(\d{2})\/([a-f0-9]{32})\.(webp|jpg|png|gif)$/;

const CONTENT_TYPES: Record<string, string> = {
  webp: 'image/webp',
  jpg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
};

/** Stores re-encoded images on the local disk under DATA_DIR/uploads/<yyyy>/<mm>/<random>.<ext>. */
export class LocalImageStore {
  readonly root: string;

  constructor(dataDir: string) {
    this.root = resolve(dataDir, 'uploads');
  }

  /** Writes the image and answers its public URL, e.g. /uploads/2025/06/0f3c...e1.webp. */
  async save(data: Buffer, extension: string, now = new Date()): Promise<string> {
    const year = String(now.getUTCFullYear());
    const month = String(now.getUTCMonth() + 1).padStart(2, '0');
    const name = `${randomBytes(16).toString('hex')}.${extension}`;
    const folder = join(this.root, year, month);
    await mkdir(folder, { recursive: true });
    await writeFile(join(folder, name), data, { flag: 'wx' });
    return `${UPLOADS_URL_PREFIX}${year}/${month}/${name}`;
  }

  /** The file and content type of a stored image's relative path, or null for anything not shaped like one. */
  locate(relativePath: string): { file: string; contentType: string } | null {
    const match = STORED_PATH.exec(relativePath);
    if (!match) return null;
    return {
      file: join(this.root, match[1], match[2], `${match[3]}.${match[4]}`),
      contentType: CONTENT_TYPES[match[4]],
    };
  }

  /** Deletes a stored image by its public URL; anything not shaped like one, or already gone, is ignored. */
  async remove(imageUrl: string): Promise<void> {
    if (!imageUrl.startsWith(UPLOADS_URL_PREFIX)) return;
    const located = this.locate(imageUrl.slice(UPLOADS_URL_PREFIX.length));
    if (located) await rm(located.file, { force: true });
  }
}
