import type { EventPayload, UserResponse } from '@app/contracts';
import { User } from './user.entity';

export function displayNameOf(user: Pick<User, 'firstName' | 'lastName'>): string {
  return `${user.firstName} ${user.lastName}`.trim();
}

/** The general user object (GET /api/auth/user, login and register answers); never carries secrets. */
export function toUserResponse(user: User): UserResponse {
  return {
    id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    city: user.city,
    role: user.role,
    isAdmin: user.isAdmin,
    profileImageUrl: user.profileImageUrl,
    contactMethod: user.contactMethod,
    isEmailVerified: user.isEmailVerified,
    isPhoneVerified: user.isPhoneVerified,
    banned: user.banned,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}

/** The customer object of the customer screen: the user plus a display name. */
export function toCustomerResponse(user: User): UserResponse & { name: string } {
  return { ...toUserResponse(user), name: displayNameOf(user) };
}

/** What user.registered and user.updated carry. */
export function toUserSnapshot(user: User): EventPayload<'user.registered'> {
  return {
    userId: user.id,
    role: user.role,
    isAdmin: user.isAdmin,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    phone: user.phone,
    city: user.city,
    createdAt: user.createdAt.toISOString(),
  };
}
