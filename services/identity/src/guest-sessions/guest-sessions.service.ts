import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { EntityManager, MoreThan, Repository } from 'typeorm';
import { hashSessionToken } from '@app/auth-context';
import { GUEST_SESSION_DAYS, GuestSessionRequest, GuestSessionResponse, ResolvedSession } from '@app/contracts';
import { WithCookies } from '../http/cookie-writer';
import { SessionCacheEraser } from '../session-cache/session-cache-eraser';
import { newSessionToken } from '../sessions/session-token';
import { normalizeEmail, normalizePhone } from '../users/contact';
import { GuestSession } from './guest-session.entity';
import { toGuestSessionResponse } from './guest-session.mapper';

const DAY_MS = 24 * 60 * 60 * 1000;

/** Guests who gave an e-mail or a phone: 30 days, kept by an httpOnly cookie (shared DECISIONS). */
@Injectable()
export class GuestSessionsService {
  constructor(
    @InjectRepository(GuestSession) private readonly guests: Repository<GuestSession>,
    private readonly cacheEraser: SessionCacheEraser,
  ) {}

  async create(
    request: GuestSessionRequest,
    previousToken: string | undefined,
    now = new Date(),
  ): Promise<WithCookies<GuestSessionResponse>> {
    const token = newSessionToken();
    const guest = await this.guests.save(
      this.guests.create({
        tokenHash: hashSessionToken(token),
        email: request.email ? normalizeEmail(request.email) : null,
        phone: request.phone ? normalizePhone(request.phone) : null,
        data: {},
        expiresAt: new Date(now.getTime() + GUEST_SESSION_DAYS * DAY_MS),
      }),
    );
    if (previousToken) {
      const previous = hashSessionToken(previousToken);
      await this.guests.delete({ tokenHash: previous });
      await this.cacheEraser.forgetGuests([previous]);
    }
    return { body: toGuestSessionResponse(guest), cookies: [{ kind: 'guest', token }] };
  }

  /** The guest session of the cookie, else of the identity the gateway resolved; null when none is active. */
  async current(
    token: string | undefined,
    guestSessionId: number | null,
    now = new Date(),
  ): Promise<GuestSessionResponse> {
    const where = token
      ? { tokenHash: hashSessionToken(token), expiresAt: MoreThan(now) }
      : guestSessionId !== null
        ? { id: guestSessionId, expiresAt: MoreThan(now) }
        : null;
    return toGuestSessionResponse(where ? await this.guests.findOne({ where }) : null);
  }

  /** For the gateway: the guest session of a cookie, or null (an expired row is deleted). */
  async resolve(token: string | undefined, now = new Date()): Promise<ResolvedSession['guest']> {
    if (!token) return null;
    const guest = await this.guests.findOne({ where: { tokenHash: hashSessionToken(token) } });
    if (!guest) return null;
    if (guest.expiresAt.getTime() <= now.getTime()) {
      await this.guests.delete({ id: guest.id });
      return null;
    }
    return { guestSessionId: guest.id, expiresAt: guest.expiresAt.toISOString() };
  }

  /**
   * Removes the guest sessions that carry a person's e-mail or phone (when the person is deleted) inside the
   * caller's transaction; returns their token hashes for `forget` once it committed.
   */
  async deleteForContact(
    manager: EntityManager,
    contact: { email: string | null; phone: string | null },
  ): Promise<string[]> {
    if (!contact.email && !contact.phone) return [];
    const rows: Array<{ token_hash: string }> = await manager.query(
      `WITH ended AS (
         DELETE FROM identity.guest_sessions
          WHERE ($1::text IS NOT NULL AND lower(email) = lower($1)) OR ($2::text IS NOT NULL AND phone = $2)
          RETURNING token_hash)
       SELECT token_hash FROM ended`,
      [contact.email, contact.phone],
    );
    return rows.map((row) => row.token_hash);
  }

  forget(tokenHashes: string[]): Promise<void> {
    return this.cacheEraser.forgetGuests(tokenHashes);
  }
}
