import { brotliDecompressSync } from 'node:zlib';
import {
  compressedResponseHeaders,
  createCompressor,
  MIN_COMPRESSED_BYTES,
  proxiedResponseEncoding,
} from './response-compression';

const json = { 'content-type': 'application/json; charset=utf-8', 'content-length': '27000' };
const browser = { 'accept-encoding': 'gzip, deflate, br' };

describe(proxiedResponseEncoding.name, () => {
  it('compresses a sizeable JSON answer with the best encoding the client accepts', () => {
    expect(proxiedResponseEncoding('GET', 200, browser, json)).toBe('br');
    expect(proxiedResponseEncoding('GET', 200, { 'accept-encoding': 'gzip' }, json)).toBe('gzip');
    expect(proxiedResponseEncoding('GET', 200, browser, { 'content-type': 'application/problem+json' })).toBe('br');
  });

  it('passes through what is small, not JSON, already encoded, bodiless or marked no-transform', () => {
    const small = { ...json, 'content-length': String(MIN_COMPRESSED_BYTES - 1) };
    expect(proxiedResponseEncoding('GET', 200, browser, small)).toBeNull();
    expect(proxiedResponseEncoding('GET', 200, browser, { 'content-type': 'text/event-stream' })).toBeNull();
    expect(proxiedResponseEncoding('GET', 200, browser, { 'content-type': 'image/webp' })).toBeNull();
    expect(proxiedResponseEncoding('GET', 200, browser, { ...json, 'content-encoding': 'gzip' })).toBeNull();
    expect(proxiedResponseEncoding('GET', 200, browser, { ...json, 'cache-control': 'no-transform' })).toBeNull();
    expect(proxiedResponseEncoding('HEAD', 200, browser, json)).toBeNull();
    expect(proxiedResponseEncoding('GET', 304, browser, json)).toBeNull();
  });

  it('sends plain bytes to a client that names no encoding', () => {
    expect(proxiedResponseEncoding('GET', 200, {}, json)).toBeNull();
    expect(proxiedResponseEncoding('GET', 200, { 'accept-encoding': 'identity' }, json)).toBeNull();
  });
});

describe(compressedResponseHeaders.name, () => {
  it('drops the length, names the encoding, varies by Accept-Encoding and weakens a strong ETag', () => {
    expect(
      compressedResponseHeaders(
        { 'content-length': '27000', etag: '"abc"', vary: 'Origin', 'x-total-count': '9' },
        'br',
      ),
    ).toEqual({ 'content-encoding': 'br', etag: 'W/"abc"', vary: 'Origin, Accept-Encoding', 'x-total-count': '9' });
    expect(compressedResponseHeaders({ etag: 'W/"abc"' }, 'gzip')).toEqual({
      'content-encoding': 'gzip',
      etag: 'W/"abc"',
      vary: 'Accept-Encoding',
    });
  });
});

describe(createCompressor.name, () => {
  it('streams a body the client can decode', async () => {
    const body = JSON.stringify(Array.from({ length: 200 }, (_, id) => ({ id, name: `Shop ${id}` })));
    const compressor = createCompressor('br');
    const chunks: Buffer[] = [];
    compressor.on('data', (chunk: Buffer) => chunks.push(chunk));
    const done = new Promise((resolve) => compressor.on('end', resolve));
    compressor.end(body);
    await done;

    const compressed = Buffer.concat(chunks);
    expect(compressed.length).toBeLessThan(body.length / 3);
    expect(brotliDecompressSync(compressed).toString()).toBe(body);
  });
});
