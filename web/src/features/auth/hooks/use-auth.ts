import { useCurrentUser } from '../api/get-current-user';
import { useCustomerAuth } from '../api/get-customer-auth';
import { useShopOwnerProfile } from '../api/get-shop-owner-profile';
import type { AuthKind, Customer, GeneralUser, ShopOwner } from '../types';

/** What the screens show of the signed-in person. */
export type AuthProfile = {
  firstName: string | null;
  fullName: string | null;
  email: string | null;
  profileImageUrl: string | null;
};

export type AuthState = {
  isLoading: boolean;
  isAuthenticated: boolean;
  /** The sign-ins the person holds, customer first, then shop owner, then general user (spec section 4). */
  kinds: AuthKind[];
  user: GeneralUser | null;
  customer: Customer | null;
  shopOwner: ShopOwner | null;
  isCustomer: boolean;
  isShopOwner: boolean;
  isAdmin: boolean;
  profile: AuthProfile | null;
};

function text(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

function firstNameOf(person: { firstName?: string | null; name?: string | null }): string | null {
  return text(person.firstName) ?? text(person.name?.trim().split(/\s+/)[0]);
}

function fullNameOf(person: {
  firstName?: string | null;
  lastName?: string | null;
  name?: string | null;
}): string | null {
  return text(person.name) ?? text([person.firstName, person.lastName].filter(Boolean).join(' '));
}

function pick<T>(values: T[], read: (value: T) => string | null): string | null {
  for (const value of values) {
    const found = read(value);
    if (found) return found;
  }
  return null;
}

/**
 * The person's authentication state, from three checks (spec section 4): the general user
 * (GET /api/auth/user), the customer (GET /api/customer/auth) and the shop owner (GET /api/shop-owner/profile).
 * A 401, a 404, a network failure or an unexpected body each mean "not signed in" for that check.
 */
export function useAuth(): AuthState {
  const userQuery = useCurrentUser();
  const customerQuery = useCustomerAuth();
  const shopOwnerQuery = useShopOwnerProfile();

  const customerAuth = customerQuery.data ?? null;
  const customer = customerAuth?.authenticated ? customerAuth.customer : null;
  const ownerProfile = shopOwnerQuery.data ?? null;
  const shopOwner = ownerProfile && ownerProfile.role !== 'customer' ? ownerProfile : null;
  // One session serves every check: the general user is the same person as a signed-in customer or shop owner,
  // and counts as a sign-in of its own only when neither check claims it (an admin, for example).
  const generalUser = userQuery.data ?? null;
  const user = generalUser && generalUser.id !== customer?.id && generalUser.id !== shopOwner?.id ? generalUser : null;

  const kinds: AuthKind[] = [];
  if (customer) kinds.push('customer');
  if (shopOwner) kinds.push('shop_owner');
  if (user) kinds.push('user');

  // Fields are read from the sign-ins in the same priority order.
  const people: Array<Customer | GeneralUser> = [customer, shopOwner, user].filter(
    (person): person is Customer | GeneralUser => person !== null,
  );
  const profile: AuthProfile | null =
    people.length === 0
      ? null
      : {
          firstName: pick(people, firstNameOf),
          fullName: pick(people, fullNameOf),
          email: pick(people, (person) => text(person.email)),
          profileImageUrl: pick(people, (person) => text(person.profileImageUrl)),
        };

  return {
    isLoading: userQuery.isLoading || customerQuery.isLoading || shopOwnerQuery.isLoading,
    isAuthenticated: kinds.length > 0,
    kinds,
    user,
    customer,
    shopOwner,
    isCustomer: customer !== null,
    isShopOwner: shopOwner !== null,
    isAdmin: [customer, shopOwner, generalUser].some((person) => person?.isAdmin === true),
    profile,
  };
}
