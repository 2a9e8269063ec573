import type { EventActor } from '@app/contracts';
import { RequestClient, RequestIdentity } from './identity';

/** The person an event's actor names: every field but the role may be missing. */
export interface ActorPerson {
  id?: number | null;
  role: EventActor['role'];
  name?: string | null;
  email?: string | null;
}

const NO_CLIENT: RequestClient = { ip: null, userAgent: null };

/** Events that no person caused (a timer, a start-up step). */
export const SYSTEM_ACTOR: EventActor = { role: 'system' };

/**
 * An event's actor: the admin log reads the person's name, address, IP, user agent and the decision's reason from
 * it. Absent fields stay out; each one is cut to the length the event envelope allows.
 */
export function eventActor(person: ActorPerson, client: RequestClient = NO_CLIENT, reason?: string): EventActor {
  return {
    ...(person.id !== null && person.id !== undefined ? { id: person.id } : {}),
    role: person.role,
    ...(person.name ? { name: person.name.slice(0, 200) } : {}),
    ...(person.email ? { email: person.email.slice(0, 200) } : {}),
    ...(client.ip ? { ip: client.ip } : {}),
    ...(client.userAgent ? { userAgent: client.userAgent } : {}),
    ...(reason ? { reason: reason.slice(0, 1000) } : {}),
  };
}

/** The role the person behind a request acts in: 'guest' when not signed in, 'admin' for an admin. */
export function actingRoleOf(identity: RequestIdentity): EventActor['role'] {
  if (identity.userId === null) return 'guest';
  return identity.isAdmin ? 'admin' : (identity.role ?? 'guest');
}

/** The person (or guest) behind a request as an event's actor. */
export function eventActorOf(identity: RequestIdentity, client?: RequestClient, reason?: string): EventActor {
  const person = { id: identity.userId, role: actingRoleOf(identity), name: identity.name, email: identity.email };
  return eventActor(person, client, reason);
}

/** An admin's decision (moderation, a report's outcome): admin-audit writes the admin log from it. */
export function adminActorOf(identity: RequestIdentity, client?: RequestClient, reason?: string): EventActor {
  return { ...eventActorOf(identity, client, reason), role: 'admin' };
}
