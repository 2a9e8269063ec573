import { Injectable, NestMiddleware } from '@nestjs/common';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../http/send-error';
import { resolveRoute } from '../routing/resolve-route';
import type { ServiceName } from '../routing/service-name';
import { ProxyService } from './proxy.service';
import { isSafePath } from './safe-path';

/** The path of a request URL, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/** Hands every request the route table gives to a service to the proxy; the rest goes on to the gateway's own. */
@Injectable()
export class ProxyMiddleware implements NestMiddleware {
  constructor(private readonly proxy: ProxyService) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const url = request.originalUrl;
    const service = resolveRoute(request.method, pathOf(url));
    if (!service) {
      next();
      return;
    }
    this.forward(request, response, service, url, next);
  }

  /** The proxy step of a request already routed to `service`: refuses an ambiguous path, else streams it through. */
  forward(
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
}
