import { ActorPerson, ClientInfo, eventActor } from '@app/auth-context';
import type { EventActor } from '@app/contracts';
import { displayNameOf } from '../users/user.mapper';
import type { User } from '../users/user.entity';

/** An account as the person an event's actor names: identity reads it from its own table, not from the request. */
function personOf(user: User): ActorPerson {
  return { id: user.id, role: user.isAdmin ? 'admin' : user.role, name: displayNameOf(user), email: user.email };
}

/** The person acting on their own account (registration, sign-in, verification, reset). */
export function personActor(user: User, client: ClientInfo): EventActor {
  return eventActor(personOf(user), client);
}

/** Someone not signed in (a failed sign-in). */
export function guestActor(client: ClientInfo): EventActor {
  return eventActor({ role: 'guest' }, client);
}

/** An admin acting on someone else's account; admin-audit writes the admin log from it. */
export function adminActor(admin: User, client: ClientInfo, reason?: string): EventActor {
  return eventActor({ ...personOf(admin), role: 'admin' }, client, reason);
}
