import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { clientOf, RequestClient, RequestIdentity } from '@app/auth-context';
import { EventActor } from '@app/contracts';

/** Where a request comes from, as the gateway signed it. */
export type ClientInfo = RequestClient;

/** IP and user agent from the signed identity only (clientOf), never from a raw X-Forwarded-For. */
export function clientInfoOf(request: unknown): ClientInfo {
  return clientOf(request);
}

/** Hands `ClientInfo` to a route handler. */
export const Client = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  clientInfoOf(context.switchToHttp().getRequest<unknown>()),
);

/** The person (or guest) acting, for the event's actor; an admin's decision also carries its reason. */
export function actorOf(identity: RequestIdentity, client: ClientInfo, reason?: string): EventActor {
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

/** Public lists stay arrays; their total travels in this header (shared DECISIONS: public list size). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';
