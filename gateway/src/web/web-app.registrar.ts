import { relative, sep } from 'node:path';
import { Inject, Injectable, OnModuleInit } from '@nestjs/common';
import { HttpAdapterHost } from '@nestjs/core';
import express, { NextFunction, Request, Response } from 'express';
import { registerDevMailbox } from '../dev-mailbox/dev-mailbox.registrar';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { requestProtocolOf } from '../http/client-address';
import { sendError } from '../http/send-error';
import { SERVICE_WORKER_CONTENT_SECURITY_POLICY } from '../security/security-headers';
import { isAppRoute, NON_APP_PREFIXES } from './app-route';
import { sendBuildFile } from './build-file-sender';
import { precompressedContentType } from './precompressed';
import { AppPageSender, WebAppNotBuiltError } from './seo/app-page.sender';
import { SitemapSender } from './seo/sitemap.sender';
import { sessionHintCookie } from './session-hint';
import { cacheControlFor } from './static-cache';

/** Where the build's service worker (vite-plugin-pwa) lives; its scope is the whole site. */
const SERVICE_WORKER_PATH = '/sw.js';

export const WEB_APP_NOT_BUILT = 'The web app is not built yet: run `npm run build:web`';

/**
 * Serves the web build and answers whatever nothing else did. Registered in onModuleInit, which Nest runs after
 * it mounts the controllers and before its own not-found handler, so the order is: proxy -> gateway routes
 * (/health, /ready, /api/docs) -> robots.txt and sitemaps -> build files -> the app's page (index.html with the
 * page's meta, 404 for paths no route has) for HTML requests -> 404 JSON. Text files (scripts, styles) go out as
 * the build's precompressed Brotli or gzip sibling when the browser accepts one.
 */
@Injectable()
export class WebAppRegistrar implements OnModuleInit {
  constructor(
    private readonly adapterHost: HttpAdapterHost,
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly pages: AppPageSender,
    private readonly sitemaps: SitemapSender,
  ) {}

  onModuleInit(): void {
    const app = this.adapterHost.httpAdapter.getInstance<express.Express>();
    app.get('/robots.txt', (request: Request, response: Response) => this.sitemaps.robots(request, response));
    app.get('/sitemap.xml', (request: Request, response: Response, next: NextFunction) => {
      this.sitemaps.sitemap(request, response).catch(next);
    });
    app.get('/sitemaps/:file', (request: Request, response: Response, next: NextFunction) => {
      this.sitemaps
        .sitemapFile(request, response, String(request.params.file))
        .then((found) => {
          if (!found) sendError(request, response, 404, `Not found: ${request.method} ${request.path}`);
        })
        .catch(next);
    });
    if (this.config.DEV_MAILBOX_DIR && this.config.NODE_ENV !== 'production') {
      registerDevMailbox(app, this.config.DEV_MAILBOX_DIR);
    }
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
      if (request.path === SERVICE_WORKER_PATH)
        response.setHeader('content-security-policy', SERVICE_WORKER_CONTENT_SECURITY_POLICY);
      if (reserved) next();
      else if (this.isCompressible(request)) {
        // A missing file goes on to express.static's rules (and then the fallback), as before.
        void sendBuildFile(request, response, root, request.path, {
          onError: () => {
            if (!response.headersSent) serve(request, response, next);
          },
        });
      } else serve(request, response, next);
    };
  }

  private isCompressible(request: Request): boolean {
    return (request.method === 'GET' || request.method === 'HEAD') && !!precompressedContentType(request.path);
  }

  private fallback(request: Request, response: Response, next: NextFunction): void {
    if (!isAppRoute(request.method, request.path, Boolean(request.accepts('html')))) {
      sendError(request, response, 404, `Not found: ${request.method} ${request.path}`);
      return;
    }
    response.append(
      'set-cookie',
      sessionHintCookie(request.headers.cookie, requestProtocolOf(request, this.config.TRUST_PROXY) === 'https'),
    );
    this.pages.send(request, response).catch((error: Error) => {
      if (response.headersSent) return;
      if (error instanceof WebAppNotBuiltError) {
        response.removeHeader('set-cookie');
        sendError(request, response, 503, WEB_APP_NOT_BUILT);
        return;
      }
      next(error);
    });
  }
}
