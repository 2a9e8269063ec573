import type { GuestSessionResponse } from '@app/contracts';
import { GuestSession } from './guest-session.entity';

export function toGuestSessionResponse(guest: GuestSession | null): GuestSessionResponse {
  return {
    guestSession: guest
      ? { id: guest.id, email: guest.email, phone: guest.phone, expiresAt: guest.expiresAt.toISOString() }
      : null,
  };
}
