import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { clientNetworkKey } from '@app/auth-context';
import {
  ACCOUNT_CLIENT_RULE,
  ACCOUNT_RULE,
  afterFailure,
  CLIENT_RULE,
  isBlocked,
  ThrottleRule,
  ThrottleState,
} from './login-lock';

type Scope = 'client' | 'account' | 'account_client';

interface ThrottleRow {
  failures: number;
  window_started_at: Date;
  blocked_until: Date | null;
}

/** Why a sign-in is refused before its password is checked, and until when. */
export type AccountBlock = { kind: 'locked' | 'slowed'; until: Date };

/** What a wrong password did: the account-and-network count, and whether it locked just now. */
export type WrongPasswordOutcome = ThrottleState & { blockedNow: boolean };

/** The network a client counts under (an IPv6 client by its /64). */
export function throttleClientKey(ip: string | null): string {
  return clientNetworkKey(ip);
}

const pairSubject = (userId: number, clientKey: string) => `${userId}|${clientKey}`;

/**
 * Stores and reads the failure windows of login-lock.ts in identity.login_throttles. Counting happens under a row
 * lock (placeholder row, then SELECT ... FOR UPDATE), so concurrent failures cannot slip past a limit; rows are
 * always locked in the order client, account, account_client, after the person's users row.
 */
@Injectable()
export class LoginThrottleService {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  /** The end of a block of the client's network (too many failures across accounts), or null. */
  async clientBlockedUntil(clientKey: string, now = new Date()): Promise<Date | null> {
    const row = await this.read(this.dataSource.manager, 'client', clientKey);
    return isBlocked(row, now) ? row!.blockedUntil : null;
  }

  /**
   * The lock of this account for this network (the spec's lock; `users.account_locked_until` mirrors the latest
   * one, and clearing it lifts them all), else the account's short slow-down, which spares networks the person
   * signed in from before.
   */
  async accountBlock(
    userId: number,
    accountLockedUntil: Date | null,
    clientKey: string,
    now = new Date(),
  ): Promise<AccountBlock | null> {
    const manager = this.dataSource.manager;
    const pair = await this.read(manager, 'account_client', pairSubject(userId, clientKey));
    if (isBlocked(pair, now) && isBlocked({ blockedUntil: accountLockedUntil }, now)) {
      return { kind: 'locked', until: pair!.blockedUntil! };
    }
    const account = await this.read(manager, 'account', String(userId));
    if (!isBlocked(account, now)) return null;
    const trusted: unknown[] = await manager.query(
      'SELECT 1 FROM identity.login_trusted_clients WHERE user_id = $1 AND client_key = $2',
      [userId, clientKey],
    );
    return trusted.length > 0 ? null : { kind: 'slowed', until: account!.blockedUntil! };
  }

  /** A failure that names no account we admit: counts against the network only. */
  async countUnknownAccountFailure(clientKey: string, now = new Date()): Promise<void> {
    await this.dataSource.transaction((manager) => this.bump(manager, 'client', clientKey, CLIENT_RULE, now));
  }

  /**
   * A wrong password, inside the caller's transaction (which holds the users row): counts against the network,
   * the account and the pair, and mirrors the pair's count and a new lock on the users row.
   */
  async countWrongPassword(
    manager: EntityManager,
    userId: number,
    clientKey: string,
    now = new Date(),
  ): Promise<WrongPasswordOutcome> {
    await this.bump(manager, 'client', clientKey, CLIENT_RULE, now);
    await this.bump(manager, 'account', String(userId), ACCOUNT_RULE, now);
    const pair = await this.bump(manager, 'account_client', pairSubject(userId, clientKey), ACCOUNT_CLIENT_RULE, now);
    await manager.query(
      `UPDATE identity.users
          SET failed_login_attempts = $2,
              account_locked_until = CASE
                WHEN $3::timestamptz IS NULL THEN account_locked_until
                WHEN account_locked_until > $3::timestamptz THEN account_locked_until
                ELSE $3::timestamptz END
        WHERE id = $1`,
      [userId, pair.failures, pair.blockedNow ? pair.blockedUntil : null],
    );
    return pair;
  }

  /**
   * A successful sign-in: this network's count for the account ends, the network becomes trusted for the account,
   * and the users row keeps only locks other networks still have.
   */
  async recordSuccess(manager: EntityManager, userId: number, clientKey: string, now = new Date()): Promise<void> {
    await manager.query("DELETE FROM identity.login_throttles WHERE scope = 'account_client' AND subject = $1", [
      pairSubject(userId, clientKey),
    ]);
    await this.trust(manager, userId, clientKey, now);
    await this.mirrorRemainingLocks(manager, userId, now);
  }

  /**
   * A password reset proves the mailbox: every lock and slow-down of the account ends and the network that reset
   * it becomes trusted, so the owner can always get back in.
   */
  async clearAccount(manager: EntityManager, userId: number, clientKey: string, now = new Date()): Promise<void> {
    await manager.query(
      `DELETE FROM identity.login_throttles
        WHERE (scope = 'account' AND subject = $1) OR (scope = 'account_client' AND subject LIKE $1 || '|%')`,
      [String(userId)],
    );
    await this.trust(manager, userId, clientKey, now);
    await manager.query(
      'UPDATE identity.users SET failed_login_attempts = 0, account_locked_until = NULL WHERE id = $1',
      [userId],
    );
  }

  private async trust(manager: EntityManager, userId: number, clientKey: string, now: Date): Promise<void> {
    await manager.query(
      `INSERT INTO identity.login_trusted_clients (user_id, client_key, last_seen_at) VALUES ($1, $2, $3)
       ON CONFLICT (user_id, client_key) DO UPDATE SET last_seen_at = EXCLUDED.last_seen_at`,
      [userId, clientKey, now],
    );
  }

  private async mirrorRemainingLocks(manager: EntityManager, userId: number, now: Date): Promise<void> {
    await manager.query(
      `UPDATE identity.users
          SET failed_login_attempts = 0,
              account_locked_until = (
                SELECT max(blocked_until) FROM identity.login_throttles
                 WHERE scope = 'account_client' AND subject LIKE $1 || '|%' AND blocked_until > $2)
        WHERE id = $3`,
      [String(userId), now, userId],
    );
  }

  private async read(manager: EntityManager, scope: Scope, subject: string): Promise<ThrottleState | null> {
    const rows: ThrottleRow[] = await manager.query(
      'SELECT failures, window_started_at, blocked_until FROM identity.login_throttles WHERE scope = $1 AND subject = $2',
      [scope, subject],
    );
    return toState(rows[0]);
  }

  private async bump(
    manager: EntityManager,
    scope: Scope,
    subject: string,
    rule: ThrottleRule,
    now: Date,
  ): Promise<WrongPasswordOutcome> {
    // A placeholder row (0 failures) first, so two first failures at once both wait on the same row lock.
    await manager.query(
      `INSERT INTO identity.login_throttles (scope, subject, failures, window_started_at) VALUES ($1, $2, 0, $3)
       ON CONFLICT (scope, subject) DO NOTHING`,
      [scope, subject, now],
    );
    const rows: ThrottleRow[] = await manager.query(
      `SELECT failures, window_started_at, blocked_until FROM identity.login_throttles
        WHERE scope = $1 AND subject = $2 FOR UPDATE`,
      [scope, subject],
    );
    const next = afterFailure(toState(rows[0]), rule, now);
    await manager.query(
      `UPDATE identity.login_throttles SET failures = $3, window_started_at = $4, blocked_until = $5
        WHERE scope = $1 AND subject = $2`,
      [scope, subject, next.failures, next.windowStartedAt, next.blockedUntil],
    );
    return next;
  }
}

function toState(row: ThrottleRow | undefined): ThrottleState | null {
  if (!row || row.failures === 0) return null;
  return { failures: row.failures, windowStartedAt: row.window_started_at, blockedUntil: row.blocked_until };
}
