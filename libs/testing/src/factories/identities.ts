import { RequestIdentity } from '@app/auth-context';

/** People as the gateway signs them into a request to a service: `harness.signed(owner(101))`. */
export function owner(userId: number, name = 'Aoife Byrne'): Partial<RequestIdentity> {
  return { userId, role: 'shop_owner', name, email: `owner${userId}@example.ie` };
}

export function customer(userId: number, name = 'Ciara Walsh'): Partial<RequestIdentity> {
  return { userId, role: 'customer', name, email: `customer${userId}@example.ie` };
}

/** A guest: no account, a guest session of the gateway's. */
export function guest(guestSessionId: number): Partial<RequestIdentity> {
  return { guestSessionId };
}

export const ADMIN: Partial<RequestIdentity> = {
  userId: 1,
  role: 'admin',
  isAdmin: true,
  name: 'Admin Person',
  email: 'admin@example.ie',
};
