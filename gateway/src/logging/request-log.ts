import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Logger } from 'pino';
import type { Store } from 'nestjs-pino/storage';
import { lazyRequestLoggerStore } from '@app/service-kit';
import { levelOf, requestLine } from './logger-options';
import { assignRequestId } from './request-id';

/**
 * The request log of the proxied path (edge-request-handler.ts): the same one JSON line per request as pino-http
 * writes for the gateway's own routes (requestId, method, url, status, responseTime, service; 'request failed'
 * for a 5xx), without pino-http's per-request child loggers, so a proxied request allocates almost nothing to be
 * logged. The line is built only when its level is enabled (the bench runs at warn).
 */
export class RequestLog {
  constructor(readonly logger: Logger) {}

  /** Assigns the request id (echoed on the response) and logs the line when the response finishes or closes. */
  begin(request: IncomingMessage, response: ServerResponse): string {
    const requestId = assignRequestId(request, response);
    (request as IncomingMessage & { id?: string }).id = requestId;
    const startedAt = Date.now();
    let logged = false;
    const complete = (): void => {
      if (logged) return;
      logged = true;
      this.write(request, response, requestId, Date.now() - startedAt);
    };
    response.once('finish', complete);
    response.once('close', complete);
    return requestId;
  }

  /**
   * What nestjs-pino's Logger uses inside this request (a warning from the proxy or the session lookup): this
   * gateway's logger with the request id bound, created only if something is logged.
   */
  storeFor(requestId: string): Store {
    return lazyRequestLoggerStore(() => this.logger, { requestId });
  }

  private write(request: IncomingMessage, response: ServerResponse, requestId: string, responseTime: number): void {
    const level = levelOf(response);
    if (!this.logger.isLevelEnabled(level)) return;
    const message = response.statusCode >= 500 ? 'request failed' : 'request completed';
    this.logger[level]({ requestId, ...requestLine(request, response, responseTime) }, message);
  }
}
