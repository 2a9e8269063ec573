import { UserRole } from '@app/contracts';

/** The person behind a request, as the gateway resolved it from the session cookie. */
export interface RequestIdentity {
  userId: number | null;
  role: UserRole | null;
  isAdmin: boolean;
  banned: boolean;
  guestSessionId: number | null;
  /** First and last name for display in events and logs; absent for anonymous callers. */
  name?: string;
  email?: string | null;
}

export const ANONYMOUS: Readonly<RequestIdentity> = Object.freeze({
  userId: null,
  role: null,
  isAdmin: false,
  banned: false,
  guestSessionId: null,
});

export function isSignedIn(
  identity: RequestIdentity,
): identity is RequestIdentity & { userId: number; role: UserRole } {
  return identity.userId !== null && identity.role !== null;
}

/** Where a request came from, as the gateway saw it and signed it. */
export interface RequestClient {
  /** The client's address (the socket's peer, or a trusted front proxy's X-Forwarded-For value). */
  ip: string | null;
  userAgent: string | null;
}
