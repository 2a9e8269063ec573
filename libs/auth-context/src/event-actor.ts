import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import type { EventActor } from '@app/contracts';
import { RequestClient, RequestIdentity } from './identity';
import { clientOf } from './identity-request';

/**
 * The person (or guest) acting, as an event's actor: the admin log reads the admin's name, address, IP, user
 * agent and the decision's reason from it. (reviews keeps an older copy of this in its http/actor.ts.)
 */
export function eventActorOf(
  identity: RequestIdentity,
  client: RequestClient = { ip: null, userAgent: null },
  reason?: string,
): EventActor {
  const role = identity.userId === null ? 'guest' : identity.isAdmin ? 'admin' : (identity.role ?? 'guest');
  return {
    ...(identity.userId !== null ? { id: identity.userId } : {}),
    role,
    ...(identity.name ? { name: identity.name.slice(0, 200) } : {}),
    ...(identity.email ? { email: identity.email.slice(0, 200) } : {}),
    ...(client.ip ? { ip: client.ip } : {}),
    ...(client.userAgent ? { userAgent: client.userAgent } : {}),
    ...(reason ? { reason: reason.slice(0, 1000) } : {}),
  };
}

/** Hands the request's client (IP and user agent, from the signed identity only) to a route handler. */
export const CurrentClient = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientOf(context.switchToHttp().getRequest<unknown>()),
);
