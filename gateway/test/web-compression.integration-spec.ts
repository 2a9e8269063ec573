import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, IncomingHttpHeaders } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { SESSION_COOKIE, SESSION_HINT_COOKIE } from '@app/contracts';
import { deadUrl } from './support/fake-upstream';
import { RunningGateway, startGateway } from './support/start-gateway';

/*
 * The web build's precompressed siblings (web/scripts/compress-assets.mjs) through a real gateway: which bytes go
 * out for which Accept-Encoding, with which headers, and the session hint cookie on the page.
 */
/** The build's page as the gateway serves it: the page's language and meta in its head (none here: no <title>). */
const servedPage = (html: string) => html.replace('<html>', '<html lang="en">');
const INDEX_HTML = `<!doctype html><html><body><div id="root"></div>${'<p>shop</p>'.repeat(60)}</body></html>`;
const APP_JS = `export const shops = ${JSON.stringify('corner bakery '.repeat(100))};\n`;
const PLAIN_JS = 'console.log("no siblings");';

interface RawAnswer {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

/** A GET without any client-side decompression, so the test sees the bytes the gateway sent. */
function rawGet(url: string, headers: Record<string, string>, method = 'GET'): Promise<RawAnswer> {
  return new Promise((resolve, reject) => {
    const outgoing = httpRequest(url, { method, headers }, (incoming) => {
      const chunks: Buffer[] = [];
      incoming.on('data', (chunk: Buffer) => chunks.push(chunk));
      incoming.on('end', () =>
        resolve({ status: incoming.statusCode ?? 0, headers: incoming.headers, body: Buffer.concat(chunks) }),
      );
      incoming.on('error', reject);
    });
    outgoing.on('error', reject);
    outgoing.end();
  });
}

describe('gateway web build compression', () => {
  let webDist: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    webDist = mkdtempSync(join(tmpdir(), 'gateway-compress-'));
    mkdirSync(join(webDist, 'assets'));
    const files: Record<string, string> = {
      'index.html': INDEX_HTML,
      'assets/app-1a2b.js': APP_JS,
    };
    for (const [name, text] of Object.entries(files)) {
      writeFileSync(join(webDist, name), text);
      writeFileSync(join(webDist, `${name}.br`), brotliCompressSync(text));
      writeFileSync(join(webDist, `${name}.gz`), gzipSync(text));
    }
    writeFileSync(join(webDist, 'assets', 'plain-9z.js'), PLAIN_JS);
    mkdirSync(join(webDist, '.vite'));
    writeFileSync(join(webDist, '.vite', 'manifest.json'), '{"secret":"build manifest"}');
    writeFileSync(join(webDist, '.vite', 'manifest.json.br'), brotliCompressSync('{"secret":"build manifest"}'));
    const down = await deadUrl();
    gateway = await startGateway({
      IDENTITY_URL: down,
      CATALOG_URL: down,
      REVIEWS_URL: down,
      CHAT_URL: down,
      BILLING_URL: down,
      ADMIN_AUDIT_URL: down,
      WEB_DIST_DIR: webDist,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  it('sends a hashed script as Brotli to a browser that takes it, with its type and immutable caching', async () => {
    const answer = await rawGet(`${gateway.url}/assets/app-1a2b.js`, { 'accept-encoding': 'gzip, deflate, br' });
    expect(answer.status).toBe(200);
    expect(answer.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/javascript; charset=utf-8',
      vary: 'Accept-Encoding',
      'cache-control': 'public, max-age=31536000, immutable',
      'x-content-type-options': 'nosniff',
    });
    expect(Number(answer.headers['content-length'])).toBe(answer.body.length);
    expect(answer.body.length).toBeLessThan(APP_JS.length);
    expect(brotliDecompressSync(answer.body).toString()).toBe(APP_JS);
  });

  it('sends gzip when Brotli is refused or not offered, and plain bytes when nothing is', async () => {
    const gzip = await rawGet(`${gateway.url}/assets/app-1a2b.js`, { 'accept-encoding': 'br;q=0, gzip' });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.body).toString()).toBe(APP_JS);

    const plain = await rawGet(`${gateway.url}/assets/app-1a2b.js`, {});
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers.vary).toBe('Accept-Encoding');
    expect(plain.body.toString()).toBe(APP_JS);
  });

  it('keeps conditional requests working per encoding', async () => {
    const first = await rawGet(`${gateway.url}/assets/app-1a2b.js`, { 'accept-encoding': 'br' });
    const etag = first.headers.etag;
    expect(typeof etag).toBe('string');
    const again = await rawGet(`${gateway.url}/assets/app-1a2b.js`, {
      'accept-encoding': 'br',
      'if-none-match': etag!,
    });
    expect(again.status).toBe(304);
    const gzip = await rawGet(`${gateway.url}/assets/app-1a2b.js`, { 'accept-encoding': 'gzip' });
    expect(gzip.headers.etag).not.toBe(etag);
  });

  it('serves a file without siblings as it is, a missing asset as 404 and never a dot file', async () => {
    const plain = await rawGet(`${gateway.url}/assets/plain-9z.js`, { 'accept-encoding': 'br, gzip' });
    expect(plain.status).toBe(200);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['content-type']).toMatch(/javascript/);
    expect(plain.body.toString()).toBe(PLAIN_JS);
    const missing = await rawGet(`${gateway.url}/assets/gone-0.js`, { 'accept-encoding': 'br', accept: '*/*' });
    expect(missing.status).toBe(404);
    // Dot folders stay private: the build manifest is never sent (a JSON request gets a 404).
    const manifest = await rawGet(`${gateway.url}/.vite/manifest.json`, {
      'accept-encoding': 'br',
      accept: 'application/json',
    });
    expect(manifest.status).toBe(404);
    expect(manifest.body.toString()).not.toContain('build manifest');
  });

  it('sends the page compressed, never cached stale, with the page CSP and a session hint', async () => {
    const page = await rawGet(`${gateway.url}/favorites`, { accept: 'text/html', 'accept-encoding': 'gzip, br' });
    expect(page.status).toBe(200);
    expect(page.headers).toMatchObject({
      'content-encoding': 'br',
      'content-type': 'text/html; charset=utf-8',
      'cache-control': 'no-cache',
      vary: 'Accept-Encoding',
    });
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    expect(brotliDecompressSync(page.body).toString()).toBe(servedPage(INDEX_HTML));
    expect(page.headers['set-cookie']).toEqual([`${SESSION_HINT_COOKIE}=0; Path=/; SameSite=Lax`]);

    const signedIn = await rawGet(`${gateway.url}/dashboard`, {
      accept: 'text/html',
      cookie: `${SESSION_COOKIE}=abc`,
    });
    expect(signedIn.body.toString()).toBe(servedPage(INDEX_HTML));
    expect(signedIn.headers['set-cookie']).toEqual([`${SESSION_HINT_COOKIE}=1; Path=/; SameSite=Lax`]);

    const head = await rawGet(`${gateway.url}/admin`, { accept: 'text/html', 'accept-encoding': 'gzip' }, 'HEAD');
    expect(head.status).toBe(200);
    expect(head.headers['content-encoding']).toBe('gzip');
    expect(head.body.length).toBe(0);
  });
});
