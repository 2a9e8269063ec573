import type { RequestListener, Server } from 'node:http';
import type { INestApplication } from '@nestjs/common';

/** The path of a request URL as sent, without its query string. */
export function pathOf(url: string): string {
  const query = url.indexOf('?');
  return query === -1 ? url : url.slice(0, query);
}

/**
 * Makes `listener(express)` the HTTP server's request listener in place of the Express app, before listen: a lean
 * path (the gateway's proxied requests, a service's lean reads) answers what it takes on Node's request and hands
 * the rest to Express.
 */
export function installInFrontOfExpress(
  app: INestApplication,
  listener: (express: RequestListener) => RequestListener,
): void {
  const server = app.getHttpServer() as Server;
  const express = app.getHttpAdapter().getInstance() as RequestListener;
  if (!server.listeners('request').includes(express)) throw new Error('The Express app is not the request listener');
  server.removeListener('request', express);
  server.on('request', listener(express));
}
