import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import { Injectable, Logger } from '@nestjs/common';
import { storage } from 'nestjs-pino/storage';
import { pathOf } from '@app/service-kit';
import { sendError } from '../http/send-error';
import { RequestLog } from '../logging/request-log';
import { ProxyService } from '../proxy/proxy.service';
import { isSafePath } from '../proxy/safe-path';
import { RateLimitMiddleware } from '../rate-limit/rate-limit.middleware';
import { resolveRoute } from '../routing/resolve-route';
import type { ServiceName } from '../routing/service-name';
import { CrossOriginMiddleware } from '../security/cross-origin.middleware';
import { SecurityHeadersMiddleware } from '../security/security-headers.middleware';

type EdgeRequest = IncomingMessage & { originalUrl?: string };

/**
 * The one path of every request the route table gives to a service: the same checks in the same order as the
 * EdgeModule chain (request id and log line -> security headers -> rate limits -> cross-origin refusal), then the
 * proxy, called directly on Node's request instead of through Express's router, Nest's middleware wrappers and
 * pino-http, which together cost more per proxied request than the proxying itself. Everything else (web build,
 * /health, /ready, /api/docs, the 404) goes through Express and the same middleware there.
 */
@Injectable()
export class EdgeRequestHandler {
  private readonly logger = new Logger(EdgeRequestHandler.name);

  constructor(
    private readonly requestLog: RequestLog,
    private readonly securityHeaders: SecurityHeadersMiddleware,
    private readonly rateLimit: RateLimitMiddleware,
    private readonly crossOrigin: CrossOriginMiddleware,
    private readonly proxy: ProxyService,
  ) {}

  /** The server's request listener: proxied requests here, the rest to `fallback` (the Express app). */
  listener(fallback: RequestListener): RequestListener {
    return (request, response) => {
      const url = request.url ?? '/';
      const service = resolveRoute(request.method ?? 'GET', pathOf(url));
      if (service) this.handle(request, response, service, url);
      else fallback(request, response);
    };
  }

  private handle(request: EdgeRequest, response: ServerResponse, service: ServiceName, url: string): void {
    request.originalUrl = url;
    const requestId = this.requestLog.begin(request, response);
    const fail = (error: unknown): void => this.fail(request, response, requestId, error);
    // Each step runs guarded: a step that throws answers 500 instead of escaping from a promise callback.
    const step = (run: () => void) => (): void => {
      try {
        run();
      } catch (error) {
        fail(error);
      }
    };
    const toProxy = step(() => this.forward(request, response, service, url, fail));
    const toCrossOrigin = step(() => this.crossOrigin.use(request, response, toProxy));
    const toRateLimit = step(() => this.rateLimit.use(request, response, toCrossOrigin));
    storage.run(
      this.requestLog.storeFor(requestId),
      step(() => this.securityHeaders.use(request, response, toRateLimit)),
    );
  }

  /** Refuses a path that could be read two ways (safe-path.ts), else streams the request to `service`. */
  private forward(
    request: IncomingMessage,
    response: ServerResponse,
    service: ServiceName,
    url: string,
    fail: (error: unknown) => void,
  ): void {
    if (!isSafePath(pathOf(url))) {
      sendError(request, response, 400, 'Bad request path');
      return;
    }
    this.proxy.forward(request, response, service, url).catch(fail);
  }

  /** As AllExceptionsFilter does for the Express path: one error line, a 500 in the shared shape. */
  private fail(request: IncomingMessage, response: ServerResponse, requestId: string, error: unknown): void {
    if (response.headersSent) {
      response.destroy();
      return;
    }
    this.logger.error(
      { err: error, requestId },
      `Unhandled error on ${request.method} ${request.url} (request ${requestId})`,
    );
    sendError(request, response, 500, 'Internal server error');
  }
}
