import { Controller, Get, Req, Res } from '@nestjs/common';
import type { Request, Response } from 'express';
import { sendError } from '../http/send-error';
import { ProxyService } from '../proxy/proxy.service';
import { docsLinks, docsTarget } from './docs-target';

function listingHtml(): string {
  const items = docsLinks()
    .map(({ name, ui, openApi }) => `<li><a href="${ui}">${name}</a> (<a href="${openApi}">OpenAPI JSON</a>)</li>`)
    .join('\n');
  return `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>API documentation</title></head>\n<body><h1>API documentation</h1>\n<ul>\n${items}\n</ul></body></html>\n`;
}

/** /api/docs lists the services; /api/docs/<service>/... shows each service's own OpenAPI through the proxy. */
@Controller('api/docs')
export class DocsController {
  constructor(private readonly proxy: ProxyService) {}

  @Get()
  list(@Req() request: Request, @Res() response: Response): void {
    response.setHeader('cache-control', 'no-cache');
    if (request.accepts(['json', 'html']) === 'html') {
      response.type('html').send(listingHtml());
      return;
    }
    response.json({ services: docsLinks() });
  }

  @Get('*path')
  async service(@Req() request: Request, @Res() response: Response): Promise<void> {
    const target = docsTarget(request.originalUrl);
    switch (target.kind) {
      case 'proxy':
        await this.proxy.forward(request, response, target.service, target.upstreamPath);
        return;
      case 'redirect':
        response.redirect(301, target.location);
        return;
      case 'unknown':
        sendError(request, response, 404, `Not found: ${request.method} ${request.path}`);
        return;
    }
  }
}
