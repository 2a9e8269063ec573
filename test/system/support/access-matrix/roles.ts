/** The seven callers of the access matrix, in the order the report lists them. */
export const ROLES = ['anonymous', 'guest', 'customer', 'owner', 'otherOwner', 'banned', 'admin'] as const;
export type Role = (typeof ROLES)[number];

/** Roles that are signed-in people with an account (the others hold no session, or a revoked one). */
export const PEOPLE: readonly Role[] = ['customer', 'owner', 'otherOwner', 'admin'];

export const ALL: readonly Role[] = ROLES;
