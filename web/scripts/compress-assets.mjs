#!/usr/bin/env node
/**
 * Runs after `vite build` (see web/package.json): writes a Brotli (`.br`) and a gzip (`.gz`) sibling of every text
 * file of dist/ (scripts, styles, index.html, SVG, JSON), so the gateway sends them compressed without compressing
 * on each request (gateway/src/web/precompressed.ts). A sibling that would not be smaller is not written.
 */
import { readdirSync, readFileSync, statSync, unlinkSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

/** Extensions worth compressing (images such as WebP and PNG are compressed already). */
export const COMPRESSIBLE = /\.(?:js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** Below this a compressed answer saves less than its headers cost. */
export const MIN_BYTES = 512;

function filesUnder(folder) {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const path = join(folder, entry.name);
    // Dot folders (.vite's manifest, .prerendered's pages) are read by the build and the gateway, never sent as files.
    if (entry.isDirectory()) return entry.name.startsWith('.') ? [] : filesUnder(path);
    return entry.isFile() ? [path] : [];
  });
}

/** Compresses every compressible file under `folder`; returns how many files and bytes before and after Brotli. */
export function compressFolder(folder) {
  const totals = { files: 0, bytes: 0, brotliBytes: 0, gzipBytes: 0 };
  for (const file of filesUnder(folder)) {
    if (file.endsWith('.br') || file.endsWith('.gz')) {
      // Left from an earlier build whose original is gone or changed: rewritten below when still needed.
      unlinkSync(file);
      continue;
    }
    if (!COMPRESSIBLE.test(file) || statSync(file).size < MIN_BYTES) continue;
    const source = readFileSync(file);
    const brotli = brotliCompressSync(source, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_SIZE_HINT]: source.length,
      },
    });
    const gzip = gzipSync(source, { level: 9 });
    if (brotli.length < source.length) writeFileSync(`${file}.br`, brotli);
    if (gzip.length < source.length) writeFileSync(`${file}.gz`, gzip);
    totals.files += 1;
    totals.bytes += source.length;
    totals.brotliBytes += Math.min(brotli.length, source.length);
    totals.gzipBytes += Math.min(gzip.length, source.length);
  }
  return totals;
}

function main() {
  const dist = join(dirname(fileURLToPath(import.meta.url)), '..', 'dist');
  const totals = compressFolder(dist);
  const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
  console.log(
    `Precompressed ${totals.files} files in ${relative(process.cwd(), dist) || dist}: ${kb(totals.bytes)} -> ` +
      `${kb(totals.brotliBytes)} Brotli, ${kb(totals.gzipBytes)} gzip`,
  );
}

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) main();
