import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from 'typeorm';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';
import { afterCodeFailure, CodeFailureLimits, CodeFailureState, isCodeEntryBlocked } from './code-failure-cap';

interface CapRow {
  failures: number;
  window_started_at: Date;
  blocked_until: Date | null;
}

/** Reads and counts the per-account cap on wrong codes, inside the caller's transaction (the person's row locked). */
@Injectable()
export class CodeFailureCapsService {
  private readonly limits: CodeFailureLimits;

  constructor(@Inject(SERVICE_CONFIG) config: IdentityConfig) {
    this.limits = { cap: config.CODE_FAILURE_CAP, windowMs: config.CODE_FAILURE_WINDOW_HOURS * 3_600_000 };
  }

  private async state(manager: EntityManager, userId: number): Promise<CodeFailureState | null> {
    const rows: CapRow[] = await manager.query(
      'SELECT failures, window_started_at, blocked_until FROM identity.code_failure_caps WHERE user_id = $1',
      [userId],
    );
    const row = rows[0];
    return row
      ? { failures: row.failures, windowStartedAt: row.window_started_at, blockedUntil: row.blocked_until }
      : null;
  }

  async isBlocked(manager: EntityManager, userId: number, now: Date): Promise<boolean> {
    return isCodeEntryBlocked(await this.state(manager, userId), now);
  }

  /** Counts one wrong code; answers the end of the block when this one reached the cap. */
  async recordFailure(manager: EntityManager, userId: number, now: Date): Promise<{ blockedUntil: Date | null }> {
    const { state, blockedNow } = afterCodeFailure(await this.state(manager, userId), now, this.limits);
    await manager.query(
      `INSERT INTO identity.code_failure_caps (user_id, failures, window_started_at, blocked_until)
       VALUES ($1, $2, $3, $4)
       ON CONFLICT (user_id) DO UPDATE
         SET failures = EXCLUDED.failures, window_started_at = EXCLUDED.window_started_at,
             blocked_until = EXCLUDED.blocked_until`,
      [userId, state.failures, state.windowStartedAt, state.blockedUntil],
    );
    return { blockedUntil: blockedNow ? state.blockedUntil : null };
  }
}
