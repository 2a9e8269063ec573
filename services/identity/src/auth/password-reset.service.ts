import { Injectable } from '@nestjs/common';
import { MessageResponse, PasswordResetRequest, ResetPasswordRequest } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import type { ClientInfo } from '@app/auth-context';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { MailService } from '../mail/mail.service';
import { SessionsService } from '../sessions/sessions.service';
import { passwordResetSms } from '../sms/sms-texts';
import { SmsService } from '../sms/sms.service';
import { normalizeEmail, normalizePhone } from '../users/contact';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { UsersService } from '../users/users.service';
import { AccountCodesService } from '../verification/account-codes.service';
import { personActor } from './actors';
import { LoginThrottleService, throttleClientKey } from './login-throttle.service';

export const RESET_REQUESTED_MESSAGE = 'If an account exists for this email, we have sent a password reset code to it.';
export const PHONE_RESET_REQUESTED_MESSAGE =
  'If an account exists for this phone number, we have sent a password reset code to it by SMS.';

type ResetChannel = { kind: 'email'; email: string } | { kind: 'phone'; phone: string };

function channelOf(request: { email?: string; phone?: string }): ResetChannel {
  return request.email
    ? { kind: 'email', email: normalizeEmail(request.email) }
    : { kind: 'phone', phone: normalizePhone(request.phone ?? '') };
}

/**
 * Password reset by a code sent to the account's e-mail or, for phone-only accounts, by SMS (issue 24). Both
 * channels go through AccountCodesService, so they share the code limits and answer one way for every address or
 * number (an account or none, a code too soon or capped); delivery is queued after the answer (issue 18).
 */
@Injectable()
export class PasswordResetService {
  constructor(
    private readonly users: UsersService,
    private readonly accountCodes: AccountCodesService,
    private readonly mail: MailService,
    private readonly sms: SmsService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly outbox: OutboxService,
    private readonly throttle: LoginThrottleService,
  ) {}

  async request(request: PasswordResetRequest): Promise<MessageResponse> {
    const channel = channelOf(request);
    const account = await this.accountOf(channel);
    await this.accountCodes.requestCode('password_reset', account, (person, code) =>
      channel.kind === 'email'
        ? this.mail.queuePasswordResetCode(person.email!, person.firstName, code)
        : this.sms.queue(person.phone!, passwordResetSms(code)),
    );
    return { message: channel.kind === 'email' ? RESET_REQUESTED_MESSAGE : PHONE_RESET_REQUESTED_MESSAGE };
  }

  /**
   * Sets the new password, ends every session of the person (and forgets them in the gateway's cache) and clears
   * every sign-in lock and slow-down of the account, trusting the network the reset came from. A code that came by
   * mail also verifies the address. The password is hashed only for a right code, so a wrong one costs the same for
   * every account.
   */
  async reset(request: ResetPasswordRequest, client: ClientInfo): Promise<MessageResponse> {
    const channel = channelOf(request);
    const account = await this.accountOf(channel);
    const outcome = await this.accountCodes.attemptCode(
      'password_reset',
      account,
      request.code,
      async (manager, person) => {
        const passwordHash = await this.hasher.hash(request.newPassword);
        const verifiesEmail = channel.kind === 'email';
        await manager
          .getRepository(User)
          .update(
            { id: person.id },
            { passwordHash, passwordChangedAt: new Date(), ...(verifiesEmail ? { isEmailVerified: true } : {}) },
          );
        await this.throttle.clearAccount(manager, person.id, throttleClientKey(client.ip));
        const sids = await this.sessions.revokeAllWithin(manager, person.id);
        const actor = personActor(person, client);
        await this.outbox.publish(manager, 'user.password_reset', { userId: person.id }, actor);
        if (verifiesEmail && !person.isEmailVerified) {
          await this.outbox.publish(manager, 'user.email_verified', { userId: person.id }, actor);
        }
        return sids;
      },
    );
    if (!outcome.accepted) throw new IdentityException(IdentityErrorCode.CodeUnavailable);
    await this.sessions.forget(outcome.value);
    return { message: 'Password reset successfully. You can now sign in with your new password.' };
  }

  /** The account the channel names, when it can receive a code there. */
  private async accountOf(channel: ResetChannel): Promise<User | null> {
    if (channel.kind === 'email') {
      const user = await this.users.findByEmail(channel.email);
      return user?.email ? user : null;
    }
    const user = await this.users.findByPhone(channel.phone);
    return user?.phone ? user : null;
  }
}
