import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { parse } from 'cookie';

/** Who is calling from where, as the gateway forwarded it, plus the cookies the browser sent. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  cookies: Record<string, string | undefined>;
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

export function userAgentOf(request: RequestLike): string | null {
  return single(request.headers['user-agent'])?.slice(0, 500) || null;
}

/** The Cookie header parsed with the `cookie` package (no cookie-parser middleware). */
export function cookiesOf(request: RequestLike): Record<string, string | undefined> {
  const header = single(request.headers.cookie);
  return header ? parse(header) : {};
}

export function clientInfoOf(request: RequestLike): ClientInfo {
  return { ip: clientIpOf(request), userAgent: userAgentOf(request), cookies: cookiesOf(request) };
}

/** Hands `ClientInfo` to a route handler. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientInfoOf(context.switchToHttp().getRequest<RequestLike>()),
);
