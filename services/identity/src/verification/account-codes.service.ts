import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';
import { MailService } from '../mail/mail.service';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { CodeKind } from './one-time-code';
import { CodeFailureCapsService } from './code-failure-caps.service';
import { OneTimeCodesService } from './one-time-codes.service';

/** No account has this id: requests for no account do the same reads as those for one, and find nothing. */
const NO_ACCOUNT = 0;

export type CodeAttemptOutcome<T> = { accepted: true; value: T } | { accepted: false };

/**
 * What every request that sends or takes a code shares, whatever names the account (an e-mail address today, a
 * phone number next), so that its answer and its timing say nothing about the account (issue 18):
 *
 * - `requestCode` issues a code when the caller found an account that may have one and queues its delivery; for
 *   no account, a refused one (too soon, capped, already verified) it does the same reads and issues nothing. The
 *   caller answers the same text either way.
 * - `attemptCode` judges a code under the person's row lock: per code 5 attempts, per account `CODE_FAILURE_CAP`
 *   wrong codes per window across codes and kinds (asking for a new code does not reset it; reaching it voids
 *   every live code and mails the owner). Anything but a right code is `{ accepted: false }`, one answer for all.
 */
@Injectable()
export class AccountCodesService {
  private readonly logger = new Logger(AccountCodesService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersService,
    private readonly codes: OneTimeCodesService,
    private readonly caps: CodeFailureCapsService,
    private readonly mail: MailService,
  ) {}

  /** `deliver` queues the code to the account (it must not wait for the mail server). */
  async requestCode(
    kind: CodeKind,
    account: User | null,
    deliver: (account: User, code: string) => void,
  ): Promise<void> {
    const now = new Date();
    const code = await this.dataSource.transaction(async (manager) => {
      const userId = account?.id ?? NO_ACCOUNT;
      await this.users.findByIdForUpdate(userId, manager);
      const blocked = await this.caps.isBlocked(manager, userId, now);
      if (!account) {
        await this.codes.consume(manager, kind, NO_ACCOUNT, '000000', now);
        return null;
      }
      if (blocked) {
        this.logger.log(`No ${kind} code for user ${account.id}: wrong codes are capped for now`);
        return null;
      }
      const issued = await this.codes.issue(manager, kind, account.id, now);
      return issued.issued ? issued.code : null;
    });
    if (account && code) deliver(account, code);
  }

  /** `onAccepted` runs in the same transaction as the code's consumption (a right code, under the cap). */
  async attemptCode<T>(
    kind: CodeKind,
    account: User | null,
    code: string,
    onAccepted: (manager: EntityManager, account: User) => Promise<T>,
  ): Promise<CodeAttemptOutcome<T>> {
    const now = new Date();
    const { outcome, blockedUntil } = await this.dataSource.transaction(async (manager) => {
      const refused = { outcome: { accepted: false } as CodeAttemptOutcome<T>, blockedUntil: null };
      const userId = account?.id ?? NO_ACCOUNT;
      await this.users.findByIdForUpdate(userId, manager);
      if (await this.caps.isBlocked(manager, userId, now)) return refused;
      const attempt = await this.codes.consume(manager, kind, userId, code, now);
      if (!account) return refused;
      if (attempt.result === 'ok') {
        return { outcome: { accepted: true, value: await onAccepted(manager, account) } as const, blockedUntil: null };
      }
      if (!attempt.countsAsWrong) return refused;
      const cap = await this.caps.recordFailure(manager, userId, now);
      if (cap.blockedUntil) await this.codes.voidAll(manager, userId);
      return { ...refused, blockedUntil: cap.blockedUntil };
    });
    if (account && blockedUntil) this.notifyBlocked(account, blockedUntil);
    return outcome;
  }

  private notifyBlocked(account: User, blockedUntil: Date): void {
    this.logger.warn(
      `User ${account.id} reached ${this.config.CODE_FAILURE_CAP} wrong codes: codes refused until ${blockedUntil.toISOString()}`,
    );
    if (!account.email) return;
    const untilText = new Intl.DateTimeFormat('en-IE', {
      dateStyle: 'medium',
      timeStyle: 'short',
      timeZone: this.config.TIME_ZONE,
    }).format(blockedUntil);
    this.mail.queueCodesBlocked(account.email, account.firstName, untilText);
  }
}
