import type { EventActor } from '@app/contracts';
import type { ClientInfo } from '../http/client-info';
import { displayNameOf } from '../users/user.mapper';
import type { User } from '../users/user.entity';

function where(client: ClientInfo): Pick<EventActor, 'ip' | 'userAgent'> {
  return { ...(client.ip ? { ip: client.ip } : {}), ...(client.userAgent ? { userAgent: client.userAgent } : {}) };
}

/** The person acting on their own account (registration, sign-in, verification, reset). */
export function personActor(user: User, client: ClientInfo): EventActor {
  return {
    id: user.id,
    role: user.isAdmin ? 'admin' : user.role,
    name: displayNameOf(user).slice(0, 200),
    ...(user.email ? { email: user.email } : {}),
    ...where(client),
  };
}

/** Someone not signed in (a failed sign-in). */
export function guestActor(client: ClientInfo): EventActor {
  return { role: 'guest', ...where(client) };
}

/** An admin acting on someone else's account; admin-audit writes the admin log from it. */
export function adminActor(admin: User, client: ClientInfo, reason?: string): EventActor {
  return { ...personActor(admin, client), role: 'admin', ...(reason ? { reason } : {}) };
}
