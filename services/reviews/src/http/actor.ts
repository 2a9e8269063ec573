import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { IncomingHttpHeaders } from 'node:http';
import { RequestIdentity } from '@app/auth-context';
import { EventActor } from '@app/contracts';

/** Where a request comes from, as the gateway forwarded it. */
export interface ClientInfo {
  ip: string | null;
  userAgent: string | null;
}

interface RequestLike {
  headers: IncomingHttpHeaders;
  socket?: { remoteAddress?: string };
}

function single(value: string | string[] | undefined): string | undefined {
  return Array.isArray(value) ? value[0] : value;
}

export function clientInfoOf(request: RequestLike): ClientInfo {
  const forwarded = single(request.headers['x-forwarded-for'])?.split(',')[0]?.trim();
  const ip = forwarded || request.socket?.remoteAddress || null;
  return {
    ip: ip ? ip.replace(/^::ffff:/, '').slice(0, 100) : null,
    userAgent: single(request.headers['user-agent'])?.slice(0, 500) || null,
  };
}

/** Hands `ClientInfo` to a route handler. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientInfoOf(context.switchToHttp().getRequest<RequestLike>()),
);

/** The person (or guest) acting, for the event's actor. */
export function actorOf(identity: RequestIdentity, client: ClientInfo): EventActor {
  const role = identity.userId === null ? 'guest' : identity.isAdmin ? 'admin' : (identity.role ?? 'guest');
  return {
    ...(identity.userId !== null ? { id: identity.userId } : {}),
    role,
    ...(identity.name ? { name: identity.name.slice(0, 200) } : {}),
    ...(identity.email ? { email: identity.email.slice(0, 200) } : {}),
    ...(client.ip ? { ip: client.ip } : {}),
    ...(client.userAgent ? { userAgent: client.userAgent } : {}),
  };
}

/** Public lists stay arrays; their total travels in this header (shared DECISIONS: public list size). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
