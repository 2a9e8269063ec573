import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { hashSessionToken } from '@app/auth-context';
import type { ResolvedSession, UserRole } from '@app/contracts';
import { SessionCacheEraser } from '../session-cache/session-cache-eraser';
import { Session } from './session.entity';
import { sessionExpiry } from './session-lifetime';
import { newSessionToken } from './session-token';

export interface NewSession {
  userId: number;
  rememberMe: boolean;
  ip: string | null;
  userAgent: string | null;
}

interface ResolvedRow {
  sid: string;
  expire: Date;
  id: number;
  role: UserRole;
  is_admin: boolean;
  banned: boolean;
  first_name: string;
  last_name: string;
  email: string | null;
}

/** Sign-in sessions: created with a fresh token on every sign-in, resolved for the gateway, revoked at once. */
@Injectable()
export class SessionsService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly cacheEraser: SessionCacheEraser,
  ) {}

  /** Stores a new session and returns the token for the cookie (only its hash is kept). */
  async start(
    manager: EntityManager,
    input: NewSession,
    now = new Date(),
  ): Promise<{ token: string; expiresAt: Date }> {
    const token = newSessionToken();
    const expiresAt = sessionExpiry(input.rememberMe, now);
    await manager.getRepository(Session).insert({
      sid: hashSessionToken(token),
      sess: {
        userId: input.userId,
        rememberMe: input.rememberMe,
        ip: input.ip,
        userAgent: input.userAgent,
        createdAt: now.toISOString(),
      },
      expire: expiresAt,
    });
    return { token, expiresAt };
  }

  /** Ends the session of a cookie (sign-out, or the old session of a person signing in again). */
  async end(token: string | undefined): Promise<void> {
    if (!token) return;
    const sid = hashSessionToken(token);
    await this.dataSource.getRepository(Session).delete({ sid });
    await this.cacheEraser.forget([sid]);
  }

  /**
   * Deletes every session of a person inside the caller's transaction and returns their hashes; call `forget`
   * with them once the transaction committed.
   */
  async revokeAllWithin(manager: EntityManager, userId: number): Promise<string[]> {
    const rows: Array<{ sid: string }> = await manager.query(
      // A CTE so the driver answers with the rows (a bare DELETE answers [rows, count]).
      `WITH ended AS (DELETE FROM identity.sessions WHERE sess->>'userId' = $1 RETURNING sid) SELECT sid FROM ended`,
      [String(userId)],
    );
    return rows.map((row) => row.sid);
  }

  forget(sids: string[]): Promise<void> {
    return this.cacheEraser.forget(sids);
  }

  /** The person behind a session cookie, or null when it is unknown or expired (an expired row is deleted). */
  async resolve(token: string | undefined, now = new Date()): Promise<ResolvedSession['person']> {
    if (!token) return null;
    const sid = hashSessionToken(token);
    const rows: ResolvedRow[] = await this.dataSource.query(
      `SELECT s.sid, s.expire, u.id, u.role, u.is_admin, u.banned, u.first_name, u.last_name, u.email
         FROM identity.sessions s
         LEFT JOIN identity.users u ON u.id = (s.sess->>'userId')::integer
        WHERE s.sid = $1`,
      [sid],
    );
    const row = rows[0];
    if (!row) return null;
    if (row.expire.getTime() <= now.getTime() || row.id === null) {
      await this.dataSource.query('DELETE FROM identity.sessions WHERE sid = $1', [sid]);
      return null;
    }
    return {
      userId: row.id,
      role: row.role,
      isAdmin: row.is_admin,
      banned: row.banned,
      name: `${row.first_name} ${row.last_name}`.trim(),
      email: row.email,
      expiresAt: row.expire.toISOString(),
    };
  }
}
