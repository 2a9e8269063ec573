import { join, relative, sep } from 'node:path';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express, { NextFunction, Request, Response } from 'express';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { sendError } from '../http/send-error';
import { isAppRoute, NON_APP_PREFIXES } from './app-route';
import { cacheControlFor, NO_CACHE } from './static-cache';

export const WEB_APP_NOT_BUILT = 'The web app is not built yet: run `npm run build:web`';

/**
 * Serves the web build and answers whatever nothing else did. Registered in onModuleInit, which Nest runs after
 * it mounts the controllers and before its own not-found handler, so the order is: proxy -> gateway routes
 * (/health, /ready, /api/docs) -> build files -> index.html for app routes -> 404 JSON.
 */
@Injectable()
export class WebAppRegistrar implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
  ) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter.getInstance<express.Express>();
    app.use(this.staticFiles());
    app.use((request: Request, response: Response, next: NextFunction) => this.fallback(request, response, next));
  }

  private staticFiles() {
    const root = this.config.WEB_DIST_DIR;
    const serve = express.static(root, {
      index: false,
      redirect: false,
      dotfiles: 'ignore',
      cacheControl: false,
      setHeaders: (response, filePath) => {
        response.setHeader('cache-control', cacheControlFor(relative(root, filePath).split(sep).join('/')));
      },
    });
    return (request: Request, response: Response, next: NextFunction) => {
      const reserved = NON_APP_PREFIXES.some((prefix) => prefix !== '/assets' && request.path.startsWith(`${prefix}/`));
      if (reserved) next();
      else serve(request, response, next);
    };
  }

  private fallback(request: Request, response: Response, next: NextFunction): void {
    if (!isAppRoute(request.method, request.path, Boolean(request.accepts('html')))) {
      sendError(request, response, 404, `Not found: ${request.method} ${request.path}`);
      return;
    }
    response.sendFile(
      join(this.config.WEB_DIST_DIR, 'index.html'),
      { cacheControl: false, headers: { 'cache-control': NO_CACHE } },
      (error?: NodeJS.ErrnoException) => {
        if (!error || response.headersSent) return;
        if (error.code === 'ENOENT' || error.code === 'ENOTDIR') {
          sendError(request, response, 503, WEB_APP_NOT_BUILT);
          return;
        }
        next(error);
      },
    );
  }
}
