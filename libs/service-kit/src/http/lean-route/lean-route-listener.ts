import type { RequestListener, ServerResponse } from 'node:http';
import { parse as parseQueryString } from 'node:querystring';
import { json } from 'body-parser';
import { BadRequestException, Logger } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { storage } from 'nestjs-pino/storage';
import type { Logger as Pino } from 'pino';
import type { IdentityMiddleware } from '@app/auth-context';
import type { ServiceMetrics } from '../../metrics/service-metrics';
import { requestIdFrom } from '../../logging';
import { lazyRequestLoggerStore } from '../../request-logger-store';
import { errorResponseOf } from '../http-error.filter';
import { pathOf } from '../in-front-of-express';
import type { LeanRoute, LeanRouteRequest } from './lean-route';
import { sendErrorAnswer, sendLeanAnswer } from './send-lean-answer';

export interface LeanRouteDependencies {
  routes: readonly LeanRoute[];
  identity: IdentityMiddleware;
  metrics: ServiceMetrics;
  /** Whether each request gets its line ('request completed'), as pino-http writes one at info. */
  logRequestLines: boolean;
  /** The service's logger; the root pino logger of nestjs-pino when undefined (read per request, set at init). */
  logger?: Pino;
}

const errorLogger = new Logger('LeanRoute');

/**
 * The server's request listener of a service with lean routes: a GET a read route matches, or a POST with a JSON
 * body a write route matches, is handled here in the order Express and Nest would (body, request id, verified
 * identity, metrics, log line; the route is public, so the access guard has nothing to refuse); everything else
 * goes to `fallback`, the Express app.
 */
export function leanRouteListener(dependencies: LeanRouteDependencies, fallback: RequestListener): RequestListener {
  const reads = dependencies.routes.filter((route) => route.kind === 'read');
  const writes = dependencies.routes.filter((route) => route.kind === 'write');
  // Express's own JSON parser with Nest's options (the defaults: 100 kB, strict, UTF-8), so errors are the same.
  const parseJsonBody = json();
  return (request, response) => {
    const routes = request.method === 'GET' ? reads : request.method === 'POST' ? writes : [];
    const found = routes.length > 0 ? routeOf(routes, pathOf(request.url ?? '/')) : null;
    if (!found) return fallback(request, response);
    const leanRequest: LeanRouteRequest = Object.assign(request, {
      params: found.params,
      query: queryOf(request.url ?? '/'),
    });
    if (found.route.kind === 'read') return answer(dependencies, found.route, leanRequest, response);
    parseJsonBody(leanRequest, response, (error?: unknown) => {
      if (error) return answer(dependencies, found.route, leanRequest, response, asNestSeesBodyError(error));
      // No body, or not JSON: Express parses what Nest would (a form, say) and answers it.
      if (leanRequest.body === undefined) return fallback(request, response);
      answer(dependencies, found.route, leanRequest, response);
    });
  };
}

/**
 * The body parser's error as Nest hands it to the exception filter: its routes resolver turns JSON's SyntaxError
 * (status 400) into a BadRequestException of the same message; other parser errors (413, 415) pass unchanged.
 */
function asNestSeesBodyError(error: unknown): unknown {
  const status = (error as { status?: unknown }).status;
  return error instanceof SyntaxError && status === 400 ? new BadRequestException(error.message) : error;
}

/** The query string as Express 5's default ('simple') query parser gives it: Node's querystring.parse. */
function queryOf(url: string): LeanRouteRequest['query'] {
  const start = url.indexOf('?');
  return start === -1 ? {} : parseQueryString(url.slice(start + 1));
}

function routeOf(
  routes: readonly LeanRoute[],
  path: string,
): { route: LeanRoute; params: Record<string, string> } | null {
  for (const route of routes) {
    const params = route.match(path);
    if (params) return { route, params };
  }
  return null;
}

/** Answers the request with the route's body, or with `bodyError` (the JSON body's parse error) when given. */
function answer(
  dependencies: LeanRouteDependencies,
  route: LeanRoute,
  request: LeanRouteRequest,
  response: ServerResponse,
  bodyError?: unknown,
): void {
  const requestId = requestIdFrom(request);
  request.headers['x-request-id'] = requestId;
  (request as LeanRouteRequest & { id?: string }).id = requestId;
  dependencies.metrics.timeRequest(request, response, () => route.pattern);
  const logger = (): Pino => dependencies.logger ?? PinoLogger.root;
  const req = { id: requestId, method: request.method, url: request.url };
  if (dependencies.logRequestLines) logRequestLine(req, response, logger);
  dependencies.identity.use(request, response, () => undefined);
  // Lines logged during the request carry its id, as under pino-http.
  storage.run(lazyRequestLoggerStore(logger, { req }), () => {
    let body: Promise<unknown>;
    try {
      body = bodyError === undefined ? route.handle(request) : Promise.reject(bodyError);
    } catch (error) {
      body = Promise.reject(error);
    }
    body.then(
      (body) => sendLeanAnswer(route, request, response, body),
      (error: unknown) => {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        sendErrorAnswer(route, response, errorResponseOf(error, request, errorLogger));
      },
    );
  });
}

/** pino-http's line: 'request completed' at info, 'request errored' at error for a 5xx, with the time taken. */
function logRequestLine(req: object, response: ServerResponse, logger: () => Pino): void {
  const startedAt = Date.now();
  response.once('finish', () => {
    const line = {
      req,
      res: { statusCode: response.statusCode },
      responseTime: Date.now() - startedAt,
    };
    if (response.statusCode >= 500) logger().error(line, 'request errored');
    else logger().info(line, 'request completed');
  });
}
