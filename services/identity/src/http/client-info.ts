import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { parse } from 'cookie';
import { clientOf, RequestWithIdentity } from '@app/auth-context';

/** Who is calling from where (as the gateway signed it), plus the cookies the browser sent. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  cookies: Record<string, string | undefined>;
}

interface RequestLike extends RequestWithIdentity {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** The Cookie header parsed with the `cookie` package (no cookie-parser middleware). */
export function cookiesOf(request: RequestLike): Record<string, string | undefined> {
  const header = single(request.headers.cookie);
  return header ? parse(header) : {};
}

/**
 * The IP and user agent come from the gateway's signed identity only (clientOf): a raw X-Forwarded-For on
 * identity's own port cannot choose the address that sign-in throttling counts or a session records.
 */
export function clientInfoOf(request: RequestLike): ClientInfo {
  return { ...clientOf(request), cookies: cookiesOf(request) };
}

/** Hands `ClientInfo` to a route handler. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientInfoOf(context.switchToHttp().getRequest<RequestLike>()),
);
