import { Injectable, NestMiddleware } from '@nestjs/common';
import type { NextFunction, Request, Response } from 'express';
import { sendError } from '../http/send-error';
import { resolveRoute } from '../routing/resolve-route';
import { ProxyService } from './proxy.service';
import { isSafePath } from './safe-path';

/** Hands every request the route table gives to a service to the proxy; the rest goes on to the gateway's own. */
@Injectable()
export class ProxyMiddleware implements NestMiddleware {
  constructor(private readonly proxy: ProxyService) {}

  use(request: Request, response: Response, next: NextFunction): void {
    const url = request.originalUrl;
    const path = url.split('?', 1)[0] ?? url;
    const service = resolveRoute(request.method, path);
    if (!service) {
      next();
      return;
    }
    if (!isSafePath(path)) {
      sendError(request, response, 400, 'Bad request path');
      return;
    }
    this.proxy.forward(request, response, service, url).catch(next);
  }
}
