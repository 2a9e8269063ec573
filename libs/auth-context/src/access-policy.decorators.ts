import { SetMetadata } from '@nestjs/common';
import { UserRole } from '@app/contracts';

export const ACCESS_POLICY_KEY = 'marketplace:access-policy';

/** Who may call a route. Every route declares one; a route without one is refused (fail closed). */
export type AccessPolicy =
  | { kind: 'public' }
  | { kind: 'signed-in' }
  | { kind: 'roles'; roles: UserRole[] }
  | { kind: 'admin' }
  | { kind: 'internal' };

/** Anyone, signed in or not. */
export const Public = () => SetMetadata(ACCESS_POLICY_KEY, { kind: 'public' } satisfies AccessPolicy);

/** Any signed-in person, whatever the role. */
export const SignedIn = () => SetMetadata(ACCESS_POLICY_KEY, { kind: 'signed-in' } satisfies AccessPolicy);

/** Signed-in people of the given roles (admins pass too, since an admin may act as any role). */
export const Roles = (...roles: UserRole[]) =>
  SetMetadata(ACCESS_POLICY_KEY, { kind: 'roles', roles } satisfies AccessPolicy);

/** Only people whose isAdmin flag is set. */
export const AdminOnly = () => SetMetadata(ACCESS_POLICY_KEY, { kind: 'admin' } satisfies AccessPolicy);

/** Only the gateway itself, with the internal call signature (never a person, whatever their role). */
export const InternalOnly = () => SetMetadata(ACCESS_POLICY_KEY, { kind: 'internal' } satisfies AccessPolicy);
