// Unit test of the post-build compression: `node --test web/scripts/` (part of `npm run build --workspace web`).
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { Buffer } from 'node:buffer';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, describe, it } from 'node:test';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';

import { compressFolder, MIN_BYTES } from './compress-assets.mjs';

const folder = mkdtempSync(join(tmpdir(), 'compress-assets-'));
after(() => rmSync(folder, { recursive: true, force: true }));

describe('compressFolder', () => {
  const script = `export const text = ${JSON.stringify('local shops '.repeat(200))};\n`;
  mkdirSync(join(folder, 'assets'));
  mkdirSync(join(folder, '.vite'));
  writeFileSync(join(folder, 'assets', 'app-1a2b.js'), script);
  writeFileSync(join(folder, 'index.html'), `<!doctype html><title>x</title>${'<p>shop</p>'.repeat(100)}`);
  writeFileSync(join(folder, 'assets', 'photo.webp'), Buffer.alloc(4096, 7));
  writeFileSync(join(folder, 'robots.txt'), 'User-agent: *\n');
  writeFileSync(join(folder, '.vite', 'manifest.json'), JSON.stringify({ big: 'x'.repeat(4096) }));
  writeFileSync(join(folder, 'assets', 'gone-9z.js.br'), 'stale');

  const totals = compressFolder(folder);

  it('writes Brotli and gzip siblings that decompress to the original', () => {
    const original = readFileSync(join(folder, 'assets', 'app-1a2b.js'));
    assert.deepEqual(brotliDecompressSync(readFileSync(join(folder, 'assets', 'app-1a2b.js.br'))), original);
    assert.deepEqual(gunzipSync(readFileSync(join(folder, 'assets', 'app-1a2b.js.gz'))), original);
    assert.ok(existsSync(join(folder, 'index.html.br')));
    assert.ok(existsSync(join(folder, 'index.html.gz')));
  });

  it('leaves images, tiny files, the build manifest and stale siblings alone', () => {
    assert.ok(!existsSync(join(folder, 'assets', 'photo.webp.br')));
    assert.ok(readFileSync(join(folder, 'robots.txt')).length < MIN_BYTES);
    assert.ok(!existsSync(join(folder, 'robots.txt.br')));
    assert.ok(!existsSync(join(folder, '.vite', 'manifest.json.br')));
    assert.ok(!existsSync(join(folder, 'assets', 'gone-9z.js.br')));
  });

  it('counts what it compressed', () => {
    assert.equal(totals.files, 2);
    assert.ok(totals.brotliBytes < totals.bytes);
    assert.ok(totals.gzipBytes < totals.bytes);
  });
});
