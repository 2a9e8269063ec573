import type { RequestListener, ServerResponse } from 'node:http';
import { Logger } from '@nestjs/common';
import { PinoLogger } from 'nestjs-pino';
import { storage } from 'nestjs-pino/storage';
import type { Logger as Pino } from 'pino';
import type { IdentityMiddleware } from '@app/auth-context';
import type { ServiceMetrics } from '../../metrics/service-metrics';
import { requestIdFrom } from '../../logging';
import { lazyRequestLoggerStore } from '../../request-logger-store';
import { errorResponseOf } from '../http-error.filter';
import { pathOf } from '../in-front-of-express';
import type { LeanReadRequest, LeanReadRoute } from './lean-read-route';
import { sendErrorAnswer, sendReadAnswer } from './send-read-answer';

export interface LeanReadDependencies {
  routes: readonly LeanReadRoute[];
  identity: IdentityMiddleware;
  metrics: ServiceMetrics;
  /** Whether each request gets its line ('request completed'), as pino-http writes one at info. */
  logRequestLines: boolean;
  /** The service's logger; the root pino logger of nestjs-pino when undefined (read per request, set at init). */
  logger?: Pino;
}

const errorLogger = new Logger('LeanRead');

/**
 * The server's request listener of a service with lean reads: a GET one of `routes` answers is handled here, in the
 * order Express and Nest would (request id, verified identity, metrics, log line; the route is public, so the
 * access guard has nothing to refuse); everything else goes to `fallback`, the Express app.
 */
export function leanReadListener(dependencies: LeanReadDependencies, fallback: RequestListener): RequestListener {
  const { routes } = dependencies;
  return (request, response) => {
    if (request.method === 'GET') {
      const path = pathOf(request.url ?? '/');
      for (const route of routes) {
        const params = route.match(path);
        if (params) return answer(dependencies, route, Object.assign(request, { params }), response);
      }
    }
    fallback(request, response);
  };
}

function answer(
  dependencies: LeanReadDependencies,
  route: LeanReadRoute,
  request: LeanReadRequest,
  response: ServerResponse,
): void {
  const requestId = requestIdFrom(request);
  request.headers['x-request-id'] = requestId;
  (request as LeanReadRequest & { id?: string }).id = requestId;
  dependencies.metrics.timeRequest(request, response, () => route.pattern);
  const logger = (): Pino => dependencies.logger ?? PinoLogger.root;
  const req = { id: requestId, method: request.method, url: request.url };
  if (dependencies.logRequestLines) logRequestLine(req, response, logger);
  dependencies.identity.use(request, response, () => undefined);
  // Lines logged during the request carry its id, as under pino-http.
  storage.run(lazyRequestLoggerStore(logger, { req }), () => {
    let body: Promise<unknown>;
    try {
      body = route.read(request);
    } catch (error) {
      body = Promise.reject(error);
    }
    body.then(
      (body) => sendReadAnswer(request, response, body),
      (error: unknown) => {
        if (response.headersSent) {
          response.destroy();
          return;
        }
        sendErrorAnswer(response, errorResponseOf(error, request, errorLogger));
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
