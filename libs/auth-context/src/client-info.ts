import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { parse } from 'cookie';
import { RequestClient } from './identity';
import { clientOf } from './identity-request';

/**
 * Where a request comes from: the IP and user agent as the gateway signed them (never a raw X-Forwarded-For or
 * User-Agent, which anyone reaching a service's port can write), the referrer and the cookies as the browser sent
 * them.
 */
export interface ClientInfo extends RequestClient {
  referrer: string | null;
  cookies: Record<string, string | undefined>;
}

function headersOf(request: unknown): IncomingHttpHeaders {
  return (request as { headers?: IncomingHttpHeaders }).headers ?? {};
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The Cookie header parsed with the `cookie` package (no cookie-parser middleware). */
export function cookiesOf(request: unknown): Record<string, string | undefined> {
  const header = single(headersOf(request).cookie);
  return header ? parse(header) : {};
}

export function clientInfoOf(request: unknown): ClientInfo {
  return {
    ...clientOf(request),
    referrer: single(headersOf(request).referer)?.slice(0, 1000) || null,
    cookies: cookiesOf(request),
  };
}

/** Hands the request's `ClientInfo` to a route handler. */
export const CurrentClient = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientInfoOf(context.switchToHttp().getRequest<unknown>()),
);
