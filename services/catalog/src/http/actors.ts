import { RequestIdentity } from '@app/auth-context';
import { EventActor } from '@app/contracts';
import { ClientInfo } from './client-info';

/** The signed-in person acting (an owner creating a shop); admins act as 'admin'. */
export function personActor(identity: RequestIdentity, client: ClientInfo, reason?: string): EventActor {
  const role = identity.isAdmin ? 'admin' : (identity.role ?? 'guest');
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

/** An admin moderating a shop; admin-audit writes the admin log from it. */
export function adminActor(identity: RequestIdentity, client: ClientInfo, reason?: string): EventActor {
  return { ...personActor(identity, client, reason), role: 'admin' };
}

export const SYSTEM_ACTOR: EventActor = { role: 'system' };
