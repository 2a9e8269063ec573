import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { customer, listenOnFreePort } from '@app/testing';
import { CatalogHarness, startCatalogHarness } from '../support/catalog-harness';
import {
  gifJavascriptPolyglot,
  jpegWithScriptComment,
  PAYLOAD_MARKER,
  pngDecompressionBomb,
  pngZipHtmlPolyglot,
  scriptRenamedPng,
  svgWithScript,
  truncatedJpeg,
  truncatedPng,
} from './hostile-files';
import { streamHugeUpload } from './streamed-upload';

jest.setTimeout(120_000);

/** Generous bound on resident memory growth during one hostile upload (the limits are 5 MB and 40 megapixels). */
const MAX_RSS_GROWTH = 300 * 1024 * 1024;
const UNSUPPORTED = 'The file is not a supported image (JPEG, PNG, WebP or GIF).';

/** Samples resident memory while `work` runs and answers its result with the peak growth over the start. */
async function withPeakRss<T>(work: () => Promise<T>): Promise<{ result: T; growth: number }> {
  const start = process.memoryUsage().rss;
  let peak = start;
  const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 10);
  try {
    const result = await work();
    peak = Math.max(peak, process.memoryUsage().rss);
    return { result, growth: peak - start };
  } finally {
    clearInterval(sampler);
  }
}

/**
 * The hostile upload corpus of issue 10: each file is refused with a 4xx and a message, leaves nothing in the
 * upload folder and keeps memory bounded; a polyglot that is also a valid image may be accepted, because it is
 * re-encoded, as long as the stored file no longer carries the payload.
 */
describe('hostile uploads', () => {
  let catalog: CatalogHarness;
  let baseUrl: string;
  const person = customer(901);
  const figures: Array<{ file: string; status: number; message: string; rssGrowthMb: number }> = [];

  const storedFiles = async () =>
    (await readdir(join(catalog.dataDir, 'uploads'), { recursive: true }).catch(() => [] as string[]))
      .filter((file) => /\.\w+$/.test(file))
      .sort();

  const upload = (bytes: Buffer, filename: string, contentType: string) =>
    catalog
      .http()
      .post('/api/upload/image')
      .set(catalog.signed(person))
      .attach('image', bytes, { filename, contentType });

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-hostile-uploads');
    baseUrl = await listenOnFreePort(catalog.app);
  });

  afterAll(async () => {
    for (const row of figures) {
      process.stdout.write(
        `hostile upload: ${row.file} -> ${row.status} "${row.message}" (rss growth ${row.rssGrowthMb} MB)\n`,
      );
    }
    await catalog?.stop();
  });

  async function expectRefused(file: string, bytes: Buffer, filename: string, contentType: string, message?: string) {
    const before = await storedFiles();
    const { result: response, growth } = await withPeakRss(() => upload(bytes, filename, contentType));
    figures.push({
      file,
      status: response.status,
      message: response.body.message,
      rssGrowthMb: Math.round(growth / 2 ** 20),
    });
    expect(response.status).toBeGreaterThanOrEqual(400);
    expect(response.status).toBeLessThan(500);
    expect(typeof response.body.message).toBe('string');
    expect(response.body.message.length).toBeGreaterThan(0);
    if (message) expect(response.body.message).toBe(message);
    expect(await storedFiles()).toEqual(before);
    expect(growth).toBeLessThan(MAX_RSS_GROWTH);
  }

  /** Refused, or accepted as a re-encoded WebP that no longer carries the payload. */
  async function expectRefusedOrSanitised(file: string, bytes: Buffer, filename: string, contentType: string) {
    expect(bytes.includes(PAYLOAD_MARKER)).toBe(true);
    const before = await storedFiles();
    const { result: response, growth } = await withPeakRss(() => upload(bytes, filename, contentType));
    figures.push({
      file,
      status: response.status,
      message: response.body.message ?? `sanitised as ${response.body.imageUrl}`,
      rssGrowthMb: Math.round(growth / 2 ** 20),
    });
    expect(growth).toBeLessThan(MAX_RSS_GROWTH);
    if (response.status !== 201) {
      expect(response.status).toBeGreaterThanOrEqual(400);
      expect(response.status).toBeLessThan(500);
      expect(response.body.message.length).toBeGreaterThan(0);
      expect(await storedFiles()).toEqual(before);
      return;
    }
    const after = await storedFiles();
    const added = after.filter((name) => !before.includes(name));
    // One image, with its 400 / 800 px copies when it is wider than them.
    expect(added.filter((name) => !/-\d+\.webp$/.test(name))).toHaveLength(1);
    for (const name of added) {
      expect(name).toMatch(/\.webp$/);
      const stored = await readFile(join(catalog.dataDir, 'uploads', name));
      expect(stored.subarray(0, 4).toString('ascii')).toBe('RIFF');
      expect(stored.includes(PAYLOAD_MARKER)).toBe(false);
      expect(stored.includes('<script')).toBe(false);
    }
  }

  it('refuses a shell script renamed .png', () =>
    expectRefused('script renamed .png', scriptRenamedPng(), 'innocent.png', 'image/png', UNSUPPORTED));

  it('refuses an SVG with a script, named and typed as SVG or as PNG', async () => {
    await expectRefused('svg with script', svgWithScript(), 'logo.svg', 'image/svg+xml', UNSUPPORTED);
    await expectRefused('svg with script named .png', svgWithScript(), 'logo.png', 'image/png', UNSUPPORTED);
  });

  it('refuses a GIF header followed by JavaScript (no image inside)', () =>
    expectRefused('gif/js polyglot', gifJavascriptPolyglot(), 'a.gif', 'image/gif', UNSUPPORTED));

  it('accepts a PNG + HTML + ZIP polyglot only re-encoded, without its payload', async () =>
    expectRefusedOrSanitised('png+html+zip polyglot', await pngZipHtmlPolyglot(), 'poly.png', 'image/png'));

  it('accepts a JPEG with a script in its comment only re-encoded, without the script', async () =>
    expectRefusedOrSanitised('jpeg with script comment', await jpegWithScriptComment(), 'poly.jpg', 'image/jpeg'));

  it('refuses truncated PNG and JPEG files', async () => {
    await expectRefused('truncated png', await truncatedPng(), 'cut.png', 'image/png', UNSUPPORTED);
    await expectRefused('truncated jpeg', await truncatedJpeg(), 'cut.jpg', 'image/jpeg', UNSUPPORTED);
  });

  it('refuses a decompression bomb (50,000 x 50,000 pixels in a few kilobytes) before decoding it', async () => {
    const bomb = pngDecompressionBomb();
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expectRefused(
      'png decompression bomb 50000x50000',
      bomb,
      'bomb.png',
      'image/png',
      'The image has too many pixels to process.',
    );
  });

  it('cuts off a 50 MB upload while it streams, with 413, nothing stored and memory bounded', async () => {
    const before = await storedFiles();
    const total = 50 * 1024 * 1024;
    const { result: answer, growth } = await withPeakRss(() =>
      streamHugeUpload(`${baseUrl}/api/upload/image`, catalog.signed(person), total),
    );
    figures.push({
      file: '50 MB streamed',
      status: answer.status,
      message: answer.body.message,
      rssGrowthMb: Math.round(growth / 2 ** 20),
    });
    expect(answer.status).toBe(413);
    expect(answer.body.message).toBe('The image must be at most 5 MB.');
    expect(await storedFiles()).toEqual(before);
    expect(growth).toBeLessThan(MAX_RSS_GROWTH);
  });
});
