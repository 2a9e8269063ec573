import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { clientOf, RequestWithIdentity } from '@app/auth-context';

/** Where a request comes from: IP and user agent as the gateway signed them, the referrer as the browser sent it. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
  referrer: string | null;
}

interface RequestLike extends RequestWithIdentity {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

/** IP and user agent from the signed identity only (clientOf), never from a raw X-Forwarded-For. */
export function clientInfoOf(request: RequestLike): ClientInfo {
  return { ...clientOf(request), referrer: single(request.headers.referer)?.slice(0, 1000) || null };
}

/** Hands `ClientInfo` to a route handler. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientInfoOf(context.switchToHttp().getRequest<RequestLike>()),
);
