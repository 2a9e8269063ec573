import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';

/** Where a request comes from, as the gateway forwarded it. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  referrer: string | null;
}

interface RequestLike {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The first X-Forwarded-For value (the gateway sets it to the client), else the socket's peer. */
export function clientIpOf(request: RequestLike): string | null {
  const forwarded = single(request.headers['x-forwarded-for'])?.split(',')[0]?.trim();
  const ip = forwarded || request.socket?.remoteAddress || null;
  return ip ? ip.replace(/^::ffff:/, '').slice(0, 100) : null;
}

export function clientInfoOf(request: RequestLike): ClientInfo {
  return {
    ip: clientIpOf(request),
    userAgent: single(request.headers['user-agent'])?.slice(0, 500) || null,
    referrer: single(request.headers.referer)?.slice(0, 1000) || null,
  };
}

/** Hands `ClientInfo` to a route handler. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientInfoOf(context.switchToHttp().getRequest<RequestLike>()),
);
