import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, readdir, stat } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import { extract, pack } from 'tar-stream';

/** What the archive says about itself (manifest.json, its first entry). */
export interface BackupManifest {
  format: 1;
  createdAt: string;
  /** Migrations applied per service schema when the backup was taken. */
  migrations: Record<string, string[]>;
  /** Rows per table, `schema.table`. */
  rows: Record<string, number>;
  uploads: number;
}

export const MANIFEST = 'manifest.json';
export const tableEntry = (schema: string, table: string) => `tables/${schema}/${table}.copy`;
const UPLOADS_PREFIX = 'uploads/';

/** Writes a .tar.gz: the manifest, one COPY text file per table, and every file under the uploads folder. */
export async function writeArchive(
  path: string,
  manifest: BackupManifest,
  tables: ReadonlyArray<{ entry: string; data: Buffer }>,
  uploadsDir: string,
): Promise<void> {
  const archive = pack();
  const written = pipeline(archive, createGzip(), createWriteStream(path, { mode: 0o600 }));
  const add = (name: string, data: Buffer) =>
    new Promise<void>((resolve, reject) =>
      archive.entry({ name, mode: 0o600 }, data, (error) => (error ? reject(error) : resolve())),
    );
  await add(MANIFEST, Buffer.from(JSON.stringify(manifest, null, 2)));
  for (const table of tables) await add(table.entry, table.data);
  for (const file of await filesUnder(uploadsDir)) {
    const size = (await stat(file)).size;
    const entry = archive.entry({ name: UPLOADS_PREFIX + relative(uploadsDir, file).split(sep).join('/'), size });
    await pipeline(createReadStream(file), entry);
  }
  archive.finalize();
  await written;
}

/** Reads an archive: the manifest, each table's COPY text, and the uploads written under `uploadsDir`. */
export async function readArchive(
  path: string,
  uploadsDir: string,
): Promise<{ manifest: BackupManifest; tables: Map<string, Buffer> }> {
  const tables = new Map<string, Buffer>();
  let manifest: BackupManifest | undefined;
  const unpack = extract();
  unpack.on('entry', (header, stream, next) => {
    const chunks: Buffer[] = [];
    const name = header.name;
    if (name.startsWith(UPLOADS_PREFIX)) {
      const relativePath = name.slice(UPLOADS_PREFIX.length);
      // Only plain relative paths: an archive cannot write outside the uploads folder.
      if (!relativePath || relativePath.split('/').some((part) => part === '..' || part === '')) {
        stream.resume();
        return next(new Error(`Refusing the archive entry ${name}`));
      }
      const target = join(uploadsDir, ...relativePath.split('/'));
      mkdir(dirname(target), { recursive: true })
        .then(() => pipeline(stream, createWriteStream(target)))
        .then(() => next(), next);
      return;
    }
    stream.on('data', (chunk: Buffer) => chunks.push(chunk));
    stream.on('end', () => {
      if (name === MANIFEST) manifest = JSON.parse(Buffer.concat(chunks).toString('utf8')) as BackupManifest;
      else tables.set(name, Buffer.concat(chunks));
      next();
    });
  });
  await pipeline(createReadStream(path), createGunzip(), unpack);
  if (!manifest || manifest.format !== 1) throw new Error(`${path} is not a marketplace backup (no manifest)`);
  return { manifest, tables };
}

async function filesUnder(dir: string): Promise<string[]> {
  let entries;
  try {
    entries = await readdir(dir, { withFileTypes: true });
  } catch {
    return [];
  }
  const files: string[] = [];
  for (const entry of entries) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) files.push(...(await filesUnder(path)));
    else if (entry.isFile()) files.push(path);
  }
  return files.sort();
}

export async function countFiles(dir: string): Promise<number> {
  return (await filesUnder(dir)).length;
}

