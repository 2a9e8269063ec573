import { createHmac } from 'node:crypto';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { request as httpRequest, IncomingMessage } from 'node:http';
import { tmpdir } from 'node:os';
import { brotliDecompressSync } from 'node:zlib';
import { join } from 'node:path';
import request from 'supertest';
import {
  ANONYMOUS,
  IDENTITY_HEADER,
  IDENTITY_SIGNATURE_HEADER,
  signIdentity,
  verifyIdentity,
  verifySignedRequest,
} from '@app/auth-context';
import { deadUrl, FakeUpstream, readBody } from './support/fake-upstream';
import { RunningGateway, startGateway, TEST_SECRET } from './support/start-gateway';

/** The build's page as the gateway serves it: the page's language and meta in its head (none here: no <title>). */
const servedPage = (html: string) => html.replace('<html>', '<html lang="en">');
const INDEX_HTML = '<!doctype html><html><body><div id="root"></div></body></html>';
const ASSET_JS = 'console.log("app");';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

/** Resolves once `condition` holds, polling briefly. */
async function until(condition: () => boolean, timeoutMs = 5000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('condition not met in time');
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('gateway HTTP', () => {
  let catalog: FakeUpstream;
  let identity: FakeUpstream;
  let webDist: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    catalog = await FakeUpstream.start();
    identity = await FakeUpstream.start();
    webDist = mkdtempSync(join(tmpdir(), 'gateway-web-'));
    mkdirSync(join(webDist, 'assets'));
    writeFileSync(join(webDist, 'index.html'), INDEX_HTML);
    writeFileSync(join(webDist, 'assets', 'app-abc123.js'), ASSET_JS);
    writeFileSync(join(webDist, 'favicon.ico'), 'icon');
    const down = await deadUrl();
    gateway = await startGateway({
      CATALOG_URL: catalog.url,
      IDENTITY_URL: identity.url,
      REVIEWS_URL: down,
      CHAT_URL: down,
      BILLING_URL: down,
      ADMIN_AUDIT_URL: down,
      WEB_DIST_DIR: webDist,
      UPSTREAM_TIMEOUT_MS: '700',
    });
  });

  afterEach(() => {
    catalog.reset();
    identity.reset();
  });

  afterAll(async () => {
    await gateway?.close();
    await catalog?.close();
    await identity?.close();
    rmSync(webDist, { recursive: true, force: true });
  });

  describe('proxy', () => {
    it('forwards method, path, query and body, with a fresh signed identity replacing a forged one', async () => {
      let seen: { method?: string; url?: string; body: string; headers: IncomingMessage['headers'] } | undefined;
      catalog.handler = (upstreamRequest, upstreamResponse) => {
        void readBody(upstreamRequest).then((body) => {
          seen = { method: upstreamRequest.method, url: upstreamRequest.url, body, headers: upstreamRequest.headers };
          upstreamResponse.writeHead(201, { 'content-type': 'application/json', 'x-upstream': 'catalog' });
          upstreamResponse.end(JSON.stringify({ id: 99 }));
        });
      };
      const forged = signIdentity(
        { userId: 1, role: 'admin', isAdmin: true, banned: false, guestSessionId: null },
        'a-forger-does-not-know-the-real-secret-0000',
      );

      const response = await request(gateway.url)
        .post('/api/shops/12/products?draft=true&tag=a%20b')
        .set('content-type', 'application/json')
        .set(IDENTITY_HEADER, forged[IDENTITY_HEADER])
        .set(IDENTITY_SIGNATURE_HEADER, forged[IDENTITY_SIGNATURE_HEADER])
        .set('x-marketplace-identity-extra', 'forged')
        .set('x-forwarded-for', '10.9.9.9')
        .set('user-agent', 'SodaBrowser/2.0')
        .send({ name: 'Soda bread', price: 4.5 });

      expect(response.status).toBe(201);
      expect(response.headers['x-upstream']).toBe('catalog');
      expect(response.body).toEqual({ id: 99 });
      expect(seen).toBeDefined();
      const upstream = seen!;
      expect(upstream.method).toBe('POST');
      expect(upstream.url).toBe('/api/shops/12/products?draft=true&tag=a%20b');
      expect(JSON.parse(upstream.body)).toEqual({ name: 'Soda bread', price: 4.5 });
      const encoded = upstream.headers[IDENTITY_HEADER] as string;
      const signature = upstream.headers[IDENTITY_SIGNATURE_HEADER] as string;
      expect(encoded).not.toBe(forged[IDENTITY_HEADER]);
      expect(signature).toBe(createHmac('sha256', TEST_SECRET).update(encoded).digest('base64url'));
      expect(verifyIdentity(encoded, signature, TEST_SECRET)).toMatchObject({ ...ANONYMOUS });
      // The address the gateway saw and the user agent travel signed: services read them only from there.
      expect(verifySignedRequest(encoded, signature, TEST_SECRET).client).toEqual({
        ip: '127.0.0.1',
        userAgent: 'SodaBrowser/2.0',
      });
      expect(upstream.headers['x-marketplace-identity-extra']).toBeUndefined();
      expect(upstream.headers['x-forwarded-for']).toBe('127.0.0.1');
      expect(upstream.headers['x-forwarded-proto']).toBe('http');
      expect(upstream.headers['x-forwarded-host']).toBe(`127.0.0.1:${gateway.port}`);
    });

    it('streams both bodies: the upstream reads the first chunk before the client ends, and vice versa', async () => {
      let upstreamGotFirstChunk = false;
      let finishUpstream: () => void = () => undefined;
      catalog.handler = (upstreamRequest, upstreamResponse) => {
        upstreamRequest.once('data', () => {
          upstreamGotFirstChunk = true;
        });
        upstreamRequest.on('end', () => {
          upstreamResponse.writeHead(207, {
            'content-type': 'text/plain',
            'set-cookie': ['a=1; Path=/', 'b=2; Path=/'],
            'x-powered-by': 'Express',
          });
          upstreamResponse.write('first;');
          finishUpstream = () => upstreamResponse.end('last');
        });
        upstreamRequest.resume();
      };

      const clientResponse = await new Promise<IncomingMessage>((resolve, reject) => {
        const clientRequest = httpRequest(`${gateway.url}/api/products/upload-stream`, {
          method: 'PUT',
          headers: { 'content-type': 'text/plain', 'transfer-encoding': 'chunked' },
        });
        clientRequest.on('response', resolve);
        clientRequest.on('error', reject);
        clientRequest.write('chunk-1;');
        until(() => upstreamGotFirstChunk).then(() => clientRequest.end('chunk-2'), reject);
      });

      expect(clientResponse.statusCode).toBe(207);
      expect(clientResponse.headers['set-cookie']).toEqual(['a=1; Path=/', 'b=2; Path=/']);
      expect(clientResponse.headers['x-powered-by']).toBeUndefined();
      const received: string[] = [];
      clientResponse.on('data', (chunk: Buffer) => received.push(chunk.toString()));
      await until(() => received.join('') === 'first;');
      finishUpstream();
      await new Promise((resolve) => clientResponse.on('end', resolve));
      expect(received.join('')).toBe('first;last');
    });

    it('stops the upstream answer when the client goes away in the middle of it', async () => {
      let upstreamClosed = false;
      catalog.handler = (_upstreamRequest, upstreamResponse) => {
        upstreamResponse.writeHead(200, { 'content-type': 'text/plain' });
        upstreamResponse.write('part;');
        upstreamResponse.on('close', () => {
          upstreamClosed = true;
        });
      };
      const clientRequest = httpRequest(`${gateway.url}/api/shops/7`);
      const clientResponse = await new Promise<IncomingMessage>((resolve, reject) => {
        clientRequest.on('response', resolve);
        clientRequest.on('error', reject);
        clientRequest.end();
      });
      await new Promise((resolve) => clientResponse.once('data', resolve));
      clientRequest.destroy();
      await until(() => upstreamClosed);
      expect(upstreamClosed).toBe(true);
    });

    it('passes a body larger than the sockets hold whole, at the pace the client reads it', async () => {
      const size = 32 * 1024 * 1024;
      let upstreamFinished = false;
      catalog.handler = (_upstreamRequest, upstreamResponse) => {
        upstreamResponse.writeHead(200, { 'content-type': 'application/octet-stream', 'content-length': size });
        upstreamResponse.on('finish', () => {
          upstreamFinished = true;
        });
        upstreamResponse.end(Buffer.alloc(size, 7));
      };
      const clientResponse = await new Promise<IncomingMessage>((resolve, reject) => {
        const clientRequest = httpRequest(`${gateway.url}/api/shops/7`);
        clientRequest.on('response', resolve);
        clientRequest.on('error', reject);
        clientRequest.end();
      });
      clientResponse.pause();
      // The client reads nothing for a while: the gateway must hold back, not buffer or drop the rest.
      await new Promise((resolve) => setTimeout(resolve, 200));
      expect(upstreamFinished).toBe(false);
      let received = 0;
      let allSevens = true;
      clientResponse.on('data', (chunk: Buffer) => {
        received += chunk.length;
        if (allSevens && chunk.some((byte) => byte !== 7)) allSevens = false;
      });
      clientResponse.resume();
      await new Promise((resolve) => clientResponse.on('end', resolve));
      expect(received).toBe(size);
      expect(allSevens).toBe(true);
    });

    it("compresses a service's JSON list for a browser that accepts Brotli, and leaves it plain for one that does not", async () => {
      const shops = JSON.stringify(Array.from({ length: 100 }, (_, id) => ({ id, name: `Shop ${id}`, town: 'Ennis' })));
      catalog.handler = (_upstreamRequest, upstreamResponse) => {
        upstreamResponse.writeHead(200, { 'content-type': 'application/json; charset=utf-8', 'x-total-count': '100' });
        upstreamResponse.end(shops);
      };

      const compressed = await new Promise<{ headers: IncomingMessage['headers']; body: Buffer }>((resolve, reject) => {
        const req = httpRequest(`${gateway.url}/api/shops`, { headers: { 'accept-encoding': 'gzip, br' } }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        });
        req.on('error', reject);
        req.end();
      });
      expect(compressed.headers['content-encoding']).toBe('br');
      expect(compressed.headers.vary).toMatch(/Accept-Encoding/);
      expect(compressed.headers['x-total-count']).toBe('100');
      expect(compressed.body.length).toBeLessThan(shops.length / 3);
      expect(brotliDecompressSync(compressed.body).toString()).toBe(shops);

      const plain = await request(gateway.url).get('/api/shops').set('accept-encoding', 'identity');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.text).toBe(shops);
    });

    it('passes a sane x-request-id through and echoes it', async () => {
      const response = await request(gateway.url).get('/api/categories').set('x-request-id', 'trace-42.a_b');
      expect(response.status).toBe(200);
      expect(response.headers['x-request-id']).toBe('trace-42.a_b');
      expect(catalog.requests[0]?.headers['x-request-id']).toBe('trace-42.a_b');
    });

    it('generates a request id when none or an insane one is sent', async () => {
      const none = await request(gateway.url).get('/api/categories');
      expect(none.headers['x-request-id']).toMatch(UUID);
      expect(catalog.requests[0]?.headers['x-request-id']).toBe(none.headers['x-request-id']);

      const insane = await request(gateway.url).get('/api/categories').set('x-request-id', 'a b c');
      expect(insane.headers['x-request-id']).toMatch(UUID);
      expect(catalog.requests[1]?.headers['x-request-id']).toBe(insane.headers['x-request-id']);
    });

    it('routes by the table: a shop reviews path is not catalog, identity paths reach identity', async () => {
      await request(gateway.url).post('/api/customer/login').send({ contact: 'a@b.c' }).expect(200);
      expect(identity.requests.map((r) => r.url)).toEqual(['/api/customer/login']);
      const reviews = await request(gateway.url).get('/api/shops/3/reviews');
      expect(reviews.status).toBe(502);
      expect(catalog.requests).toHaveLength(0);
    });

    it('answers 502 JSON when the owning service is down', async () => {
      const response = await request(gateway.url).get('/api/customer/favorites').set('x-request-id', 'down-1');
      expect(response.status).toBe(502);
      expect(response.headers['content-type']).toMatch(/application\/json/);
      expect(response.body).toEqual({ message: 'Service unavailable', statusCode: 502, requestId: 'down-1' });
    });

    it('answers 504 JSON when the service does not answer in time', async () => {
      catalog.handler = () => undefined;
      const response = await request(gateway.url).get('/api/shops').set('x-request-id', 'slow-1');
      expect(response.status).toBe(504);
      expect(response.body).toEqual({ message: 'Service timed out', statusCode: 504, requestId: 'slow-1' });
    });

    it('reuses keep-alive connections to a service', async () => {
      const before = catalog.connections;
      for (let i = 0; i < 10; i += 1) await request(gateway.url).get(`/api/products/search?page=${i}`).expect(200);
      const opened = catalog.connections - before;
      expect(catalog.requests).toHaveLength(10);
      expect(opened).toBeLessThan(10);
      expect(opened).toBeLessThanOrEqual(1);
    });

    it('sends a GET again on a fresh socket when the service closed the pooled one it reused', async () => {
      await request(gateway.url).get('/api/categories').expect(200);
      const usedSockets = new Set(catalog.requests.map((r) => r.socket));
      catalog.handler = (upstreamRequest, upstreamResponse) => {
        if (usedSockets.has(upstreamRequest.socket)) {
          upstreamRequest.socket.destroy();
          return;
        }
        upstreamResponse.end('fresh');
      };
      const response = await request(gateway.url).get('/api/categories');
      expect(response.status).toBe(200);
      expect(response.text).toBe('fresh');
      expect(catalog.requests).toHaveLength(3);
    });

    it('refuses paths that could be read two ways', async () => {
      const response = await request(gateway.url).get('/api/shops/%2e%2e/admin/users');
      expect(response.status).toBe(400);
      expect(catalog.requests).toHaveLength(0);
    });

    it('logs one JSON line per request without cookies or authorization', async () => {
      await request(gateway.url)
        .get('/api/my-shops')
        .set('x-request-id', 'log-line-1')
        .set('cookie', 'sid=top-secret-cookie')
        .set('authorization', 'Bearer top-secret-token')
        .expect(200);
      await until(() => gateway.logs.some((line) => line.requestId === 'log-line-1' && 'status' in line));
      const lines = gateway.logs.filter((line) => line.requestId === 'log-line-1');
      expect(lines).toHaveLength(1);
      expect(lines[0]).toMatchObject({
        requestId: 'log-line-1',
        method: 'GET',
        url: '/api/my-shops',
        status: 200,
        service: 'catalog',
      });
      expect(typeof lines[0]!.responseTime).toBe('number');
      expect(JSON.stringify(gateway.logs)).not.toMatch(/top-secret/);
    });
  });

  describe('web build', () => {
    it('answers an unknown /api path with 404 JSON, never the web app', async () => {
      const response = await request(gateway.url).get('/api/nope').set('accept', 'text/html').set('x-request-id', 'r1');
      expect(response.status).toBe(404);
      expect(response.body).toEqual({ message: 'Not found: GET /api/nope', statusCode: 404, requestId: 'r1' });
    });

    it.each(['/browse', '/shops/12', '/admin/enhanced', '/'])(
      'serves index.html with no-cache for %s',
      async (path) => {
        const response = await request(gateway.url).get(path).set('accept', 'text/html,application/xhtml+xml');
        expect(response.status).toBe(200);
        expect(response.headers['content-type']).toMatch(/text\/html/);
        expect(response.headers['cache-control']).toBe('no-cache');
        expect(response.text).toBe(servedPage(INDEX_HTML));
      },
    );

    it('serves hashed assets with an immutable year-long cache', async () => {
      const response = await request(gateway.url).get('/assets/app-abc123.js');
      expect(response.status).toBe(200);
      expect(response.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(response.text).toBe(ASSET_JS);
    });

    it('serves other build files with a short cache and a missing asset as 404', async () => {
      const favicon = await request(gateway.url).get('/favicon.ico');
      expect(favicon.status).toBe(200);
      expect(favicon.headers['cache-control']).toBe('public, max-age=3600');
      const missing = await request(gateway.url).get('/assets/app-old999.js').set('accept', '*/*');
      expect(missing.status).toBe(404);
    });

    it('answers a non-HTML request for an app route with 404 JSON', async () => {
      const response = await request(gateway.url).post('/browse').set('accept', 'application/json');
      expect(response.status).toBe(404);
      expect(response.body.message).toBe('Not found: POST /browse');
    });

    it('does not advertise the framework', async () => {
      const response = await request(gateway.url).get('/health');
      expect(response.headers['x-powered-by']).toBeUndefined();
    });
  });

  describe('health and docs', () => {
    it('is alive', async () => {
      const response = await request(gateway.url).get('/health');
      expect(response.status).toBe(200);
      expect(response.body).toEqual({ status: 'ok' });
    });

    it('is not ready while services are down, and names them', async () => {
      const response = await request(gateway.url).get('/ready').set('x-request-id', 'ready-1');
      expect(response.status).toBe(503);
      expect(response.body).toMatchObject({
        statusCode: 503,
        requestId: 'ready-1',
        message: 'Services unavailable: reviews, chat, billing, admin-audit',
        down: ['reviews', 'chat', 'billing', 'admin-audit'],
        services: { identity: 'up', catalog: 'up', reviews: 'down' },
      });
    });

    it('lists the services docs and proxies each one to its /docs and /docs-json', async () => {
      const listing = await request(gateway.url).get('/api/docs').set('accept', 'application/json');
      expect(listing.status).toBe(200);
      expect(listing.body.services).toContainEqual({
        name: 'catalog',
        ui: '/api/docs/catalog/',
        openApi: '/api/docs/catalog-json',
      });

      const bare = await request(gateway.url).get('/api/docs/catalog');
      expect(bare.status).toBe(301);
      expect(bare.headers.location).toBe('/api/docs/catalog/');

      await request(gateway.url).get('/api/docs/catalog/').expect(200);
      await request(gateway.url).get('/api/docs/catalog/swagger-ui.css').expect(200);
      await request(gateway.url).get('/api/docs/catalog-json').expect(200);
      expect(catalog.requests.map((r) => r.url)).toEqual(['/docs/', '/docs/swagger-ui.css', '/docs-json']);
      expect(
        verifyIdentity(
          catalog.requests[2]!.headers[IDENTITY_HEADER],
          catalog.requests[2]!.headers[IDENTITY_SIGNATURE_HEADER],
          TEST_SECRET,
        ),
      ).toMatchObject({ ...ANONYMOUS });

      const unknown = await request(gateway.url).get('/api/docs/nope/');
      expect(unknown.status).toBe(404);
    });
  });
});

describe('gateway without a web build', () => {
  let upstream: FakeUpstream;
  let emptyDist: string;
  let gateway: RunningGateway;

  beforeAll(async () => {
    upstream = await FakeUpstream.start();
    emptyDist = mkdtempSync(join(tmpdir(), 'gateway-empty-'));
    gateway = await startGateway({
      IDENTITY_URL: upstream.url,
      CATALOG_URL: upstream.url,
      REVIEWS_URL: upstream.url,
      CHAT_URL: upstream.url,
      BILLING_URL: upstream.url,
      ADMIN_AUDIT_URL: upstream.url,
      WEB_DIST_DIR: emptyDist,
    });
  });

  afterAll(async () => {
    await gateway?.close();
    await upstream?.close();
    rmSync(emptyDist, { recursive: true, force: true });
  });

  it('says the web app is not built instead of serving it', async () => {
    const response = await request(gateway.url).get('/browse').set('accept', 'text/html');
    expect(response.status).toBe(503);
    expect(response.body.statusCode).toBe(503);
    expect(response.body.message).toMatch(/web app is not built/);
  });

  it('is ready when every service answers its health check', async () => {
    const response = await request(gateway.url).get('/ready');
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      status: 'ok',
      services: { identity: 'up', catalog: 'up', reviews: 'up', chat: 'up', billing: 'up', 'admin-audit': 'up' },
    });
    expect(upstream.requests.every((r) => r.url === '/health')).toBe(true);
  });

  it('checks the services at most once a second, however many /ready probes come', async () => {
    await new Promise((resolve) => setTimeout(resolve, 1100));
    upstream.reset();
    const answers = await Promise.all(Array.from({ length: 20 }, () => request(gateway.url).get('/ready')));
    for (let i = 0; i < 10; i += 1) answers.push(await request(gateway.url).get('/ready'));
    expect(answers.map((answer) => answer.status)).toEqual(Array(30).fill(200));
    // One round: one /health per service (all six point at the one fake upstream).
    expect(upstream.requests).toHaveLength(6);
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await request(gateway.url).get('/ready').expect(200);
    expect(upstream.requests).toHaveLength(12);
  });
});
