import { Inject, Injectable } from '@nestjs/common';
import { EntityManager, Repository } from 'typeorm';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';
import { OneTimeCodeRecord, PasswordResetToken, VerificationCode } from './one-time-code.entity';
import {
  checkCode,
  CodeCheck,
  codeExpiry,
  CodeKind,
  generateCode,
  hashCode,
  secondsUntilNextCode,
} from './one-time-code';

export type IssueResult = { issued: true; code: string } | { issued: false; retryAfterSeconds: number };

/** How an attempt went, and whether it was a wrong guess at a live code (what the per-account cap counts). */
export interface CodeAttempt {
  result: CodeCheck;
  countsAsWrong: boolean;
}

/**
 * Verification and reset codes. Issuing voids every earlier code of the same kind; consuming judges an attempt
 * against the newest unused one. Both run inside the caller's transaction.
 */
@Injectable()
export class OneTimeCodesService {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {}

  private repository(manager: EntityManager, kind: CodeKind): Repository<OneTimeCodeRecord> {
    return kind === 'password_reset'
      ? manager.getRepository(PasswordResetToken)
      : (manager.getRepository(VerificationCode) as unknown as Repository<OneTimeCodeRecord>);
  }

  private scope(kind: CodeKind, userId: number) {
    return kind === 'password_reset' ? { userId } : { userId, type: kind };
  }

  /** A new code, unless one was sent less than a minute ago. Returns the plain code, to be mailed. */
  async issue(manager: EntityManager, kind: CodeKind, userId: number, now = new Date()): Promise<IssueResult> {
    const repository = this.repository(manager, kind);
    const scope = this.scope(kind, userId);
    const latest = await repository.findOne({ where: scope, order: { createdAt: 'DESC', id: 'DESC' } });
    const retryAfterSeconds = secondsUntilNextCode(
      latest?.createdAt ?? null,
      now,
      this.config.CODE_RESEND_INTERVAL_SECONDS,
    );
    if (retryAfterSeconds > 0) return { issued: false, retryAfterSeconds };
    await repository.update({ ...scope, isUsed: false }, { isUsed: true });
    const code = generateCode();
    await repository.insert({
      ...scope,
      codeHash: hashCode(this.config.INTERNAL_SECRET, kind, userId, code),
      expiresAt: codeExpiry(now),
      isUsed: false,
      attempts: 0,
      createdAt: now,
    });
    return { issued: true, code };
  }

  /** Judges an attempt; a right code is marked used, a wrong one counted. */
  async consume(
    manager: EntityManager,
    kind: CodeKind,
    userId: number,
    code: string,
    now = new Date(),
  ): Promise<CodeAttempt> {
    const repository = this.repository(manager, kind);
    const stored = await repository.findOne({
      where: { ...this.scope(kind, userId), isUsed: false },
      order: { createdAt: 'DESC', id: 'DESC' },
      lock: { mode: 'pessimistic_write' },
    });
    const { result, attemptsAfter } = checkCode(stored, hashCode(this.config.INTERNAL_SECRET, kind, userId, code), now);
    const countsAsWrong = stored !== null && result !== 'ok' && attemptsAfter !== stored.attempts;
    if (stored && result === 'ok') await repository.update({ id: stored.id }, { isUsed: true });
    else if (stored && countsAsWrong) await repository.update({ id: stored.id }, { attempts: attemptsAfter });
    return { result, countsAsWrong };
  }

  /** Voids every live code of the account, of both kinds (the per-account cap was reached). */
  async voidAll(manager: EntityManager, userId: number): Promise<void> {
    for (const kind of ['email_verification', 'password_reset'] as const) {
      await this.repository(manager, kind).update({ ...this.scope(kind, userId), isUsed: false }, { isUsed: true });
    }
  }
}
