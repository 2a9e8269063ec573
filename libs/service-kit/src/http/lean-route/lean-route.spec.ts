import { once } from 'node:events';
import { createServer, request as httpRequest, Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Logger } from '@nestjs/common';
import type { Logger as Pino } from 'pino';
import { IdentityMiddleware, signIdentity, ANONYMOUS } from '@app/auth-context';
import type { ServiceMetrics } from '../../metrics/service-metrics';
import { DomainException } from '../domain.exception';
import { leanRouteListener } from './lean-route-listener';
import { leanReadRoute, LeanRouteRequest, leanWriteRoute } from './lean-route';

const SECRET = 'lean-read-test-secret-of-thirty-two-chars';

class GoneException extends DomainException<'gone'> {
  constructor() {
    super('gone', 410, 'That thing is gone');
  }
}

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

describe('leanReadRoute', () => {
  const route = leanReadRoute('/api/things/:id/parts/:part', async () => null);

  it('hands each :name segment decoded, and refuses other paths', () => {
    expect(route.match('/api/things/7/parts/a%20b')).toEqual({ id: '7', part: 'a b' });
    expect(route.match('/api/things/7/parts')).toBeNull();
    expect(route.match('/api/things/7/parts/a/b')).toBeNull();
    expect(route.match('/api/things//parts/a')).toBeNull();
    expect(route.match('/api/things/7/parts/a/')).toBeNull();
  });

  it('leaves a segment that does not decode to Express', () => {
    expect(route.match('/api/things/%E0%A4%A/parts/a')).toBeNull();
  });

  it('matches literal segments literally', () => {
    expect(leanReadRoute('/api/a.b/:id', async () => null).match('/api/aXb/1')).toBeNull();
  });
});

describe('leanRouteListener', () => {
  let server: Server;
  let base: string;
  const timed: string[] = [];
  const lines: Array<{ level: string; line: object; message: string }> = [];
  const seen: LeanRouteRequest[] = [];
  const logger = {
    info: (line: object, message: string) => lines.push({ level: 'info', line, message }),
    error: (line: object, message: string) => lines.push({ level: 'error', line, message }),
    child: () => logger,
  } as unknown as Pino;

  beforeAll(async () => {
    const routes = [
      leanReadRoute('/things/:id', async (request) => {
        seen.push(request);
        return { id: request.params.id, viewer: (request as { identity?: { userId: number | null } }).identity };
      }),
      leanReadRoute('/gone/:id', async () => {
        throw new GoneException();
      }),
      leanReadRoute('/broken/:id', () => {
        throw new Error('database on fire');
      }),
      leanWriteRoute('/things/:id/notes', async (request) => {
        const body = request.body as { text?: unknown };
        if (typeof body.text !== 'string') throw new GoneException();
        return { id: request.params.id, text: body.text };
      }),
    ];
    const metrics = {
      timeRequest: (
        _request: unknown,
        response: { once(event: string, run: () => void): void },
        routeOf: () => string,
      ) => response.once('finish', () => timed.push(routeOf())),
    } as unknown as ServiceMetrics;
    const listener = leanRouteListener(
      { routes, identity: new IdentityMiddleware(SECRET), metrics, logRequestLines: true, logger },
      (_request, response) => {
        response.statusCode = 299;
        response.end('express');
      },
    );
    server = createServer(listener);
    server.listen(0, '127.0.0.1');
    await once(server, 'listening');
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });

  afterAll(() => new Promise((resolve) => server.close(resolve)));

  function ask(
    path: string,
    headers: Record<string, string> = {},
    method = 'GET',
    body?: string | Buffer,
  ): Promise<Answer> {
    return new Promise((resolve, reject) => {
      const call = httpRequest(`${base}${path}`, { method, headers }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (body += chunk));
        response.on('end', () => resolve({ status: response.statusCode!, headers: response.headers, body }));
      });
      call.on('error', reject);
      call.end(body);
    });
  }

  it('answers a matching GET as JSON with a weak ETag and Cache-Control, and the caller signed in', async () => {
    const signed = signIdentity({ ...ANONYMOUS, userId: 9, role: 'customer' }, SECRET, Date.now());
    const answer = await ask('/things/12?ignored=1', { ...signed, 'x-request-id': 'req-1' });
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ id: '12', viewer: { userId: 9 } });
    expect(answer.headers).toMatchObject({
      'content-type': 'application/json; charset=utf-8',
      'cache-control': 'private, no-cache',
      'content-length': String(Buffer.byteLength(answer.body)),
    });
    expect(answer.headers.etag).toMatch(/^W\/"/);
    expect(seen.at(-1)!.headers['x-request-id']).toBe('req-1');
    expect(timed.at(-1)).toBe('/things/:id');
    expect(lines.at(-1)).toMatchObject({
      level: 'info',
      message: 'request completed',
      line: { req: { id: 'req-1', method: 'GET', url: '/things/12?ignored=1' }, res: { statusCode: 200 } },
    });
  });

  it('treats a forged signature as a visitor', async () => {
    const answer = await ask('/things/1', {
      'x-marketplace-identity': '{"userId":1}',
      'x-marketplace-identity-signature': 'x',
    });
    expect(JSON.parse(answer.body).viewer).toMatchObject({ userId: null });
  });

  it('answers 304 without a body while If-None-Match holds', async () => {
    const first = await ask('/things/5');
    const again = await ask('/things/5', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers.etag).toBe(first.headers.etag);
  });

  it('answers a domain error with its status and message', async () => {
    const answer = await ask('/gone/1', { 'x-request-id': 'req-2' });
    expect(answer.status).toBe(410);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 410, message: 'That thing is gone', requestId: 'req-2' });
  });

  it('hides an unexpected error behind a 500, logs it once and logs the line at error', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined);
    const answer = await ask('/broken/1', { 'x-request-id': 'req-3' });
    expect(answer.status).toBe(500);
    expect(JSON.parse(answer.body)).toEqual({ statusCode: 500, message: 'Internal server error', requestId: 'req-3' });
    expect(logged).toHaveBeenCalledTimes(1);
    expect(logged.mock.calls[0]![0]).toMatchObject({
      requestId: 'req-3',
      err: expect.objectContaining({ message: 'database on fire' }),
    });
    expect(lines.at(-1)).toMatchObject({ level: 'error', message: 'request errored' });
    logged.mockRestore();
  });

  it('leaves other methods and paths to Express', async () => {
    expect((await ask('/things/1', {}, 'POST')).body).toBe('express');
    expect((await ask('/things/1', {}, 'HEAD')).status).toBe(299);
    expect((await ask('/things/1/')).body).toBe('express');
    expect((await ask('/other')).body).toBe('express');
  });

  describe('a write route', () => {
    const json = { 'content-type': 'application/json' };

    it('answers a JSON POST with 201, a weak ETag and no Cache-Control, and logs its line', async () => {
      const answer = await ask('/things/3/notes', { ...json, 'x-request-id': 'req-4' }, 'POST', '{"text":"hello"}');
      expect(answer.status).toBe(201);
      expect(JSON.parse(answer.body)).toEqual({ id: '3', text: 'hello' });
      expect(answer.headers).toMatchObject({ 'content-type': 'application/json; charset=utf-8' });
      expect(answer.headers['cache-control']).toBeUndefined();
      expect(answer.headers.etag).toMatch(/^W\//);
      expect(timed.at(-1)).toBe('/things/:id/notes');
      expect(lines.at(-1)).toMatchObject({
        message: 'request completed',
        line: { req: { id: 'req-4', method: 'POST' } },
      });
    });

    it('answers a body that is not JSON, or too large, as Nest answers body-parser errors', async () => {
      const broken = await ask('/things/3/notes', { ...json, 'x-request-id': 'req-5' }, 'POST', '{"text":');
      expect(broken.status).toBe(400);
      expect(JSON.parse(broken.body)).toEqual({
        statusCode: 400,
        message: 'Unexpected end of JSON input',
        requestId: 'req-5',
      });
      const large = await ask('/things/3/notes', json, 'POST', JSON.stringify({ text: 'x'.repeat(200_000) }));
      expect(large.status).toBe(413);
      expect(JSON.parse(large.body).message).toBe('The request body is too large.');
    });

    it("answers the handler's error with its status", async () => {
      const answer = await ask('/things/3/notes', json, 'POST', '{"text":5}');
      expect(answer.status).toBe(410);
      expect(JSON.parse(answer.body).message).toBe('That thing is gone');
    });

    it('leaves a POST without a JSON body, and a GET of the path, to Express', async () => {
      expect((await ask('/things/3/notes', { 'content-type': 'text/plain' }, 'POST', 'hello')).body).toBe('express');
      expect((await ask('/things/3/notes', {}, 'POST')).body).toBe('express');
      expect((await ask('/things/3/notes')).body).toBe('express');
      expect((await ask('/things/3/notes/', json, 'POST', '{}')).body).toBe('express');
    });
  });
});
