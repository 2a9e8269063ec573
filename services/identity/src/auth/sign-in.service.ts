import { Inject, Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import {
  AuthResultResponse,
  CustomerLoginRequest,
  LoginRequest,
  MessageResponse,
  SESSION_COOKIE,
  ShopOwnerLoginRequest,
  UserResponse,
} from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { ClientInfo } from '@app/auth-context';
import { CookieInstruction, WithCookies } from '../http/cookie-writer';
import type { IdentityConfig } from '../identity.config';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { SessionsService } from '../sessions/sessions.service';
import { Contact, contactText, detectContact, detectOwnerContact } from '../users/contact';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { toCustomerResponse, toUserResponse } from '../users/user.mapper';
import { UsersService } from '../users/users.service';
import { guestActor, personActor } from './actors';
import { EmailCodesService } from './email-codes.service';
import { lockEndText } from './login-lock';
import { LoginThrottleService, throttleClientKey } from './login-throttle.service';

/** The three sign-in screens: each admits its own kind of account (admins everywhere) and has its own wording. */
export type SignInScreen = 'combined' | 'customer' | 'shop_owner';

export function admitsAccount(screen: SignInScreen, user: Pick<User, 'role' | 'isAdmin'>): boolean {
  switch (screen) {
    case 'combined':
      return true;
    case 'customer':
      return user.isAdmin || user.role === 'customer';
    case 'shop_owner':
      return user.isAdmin || user.role === 'shop_owner';
  }
}

function invalidCredentials(screen: SignInScreen): IdentityException {
  return new IdentityException(
    screen === 'combined' ? IdentityErrorCode.InvalidEmailOrPassword : IdentityErrorCode.InvalidCredentials,
  );
}

export const LOGIN_SUCCESS_MESSAGE = 'Login successful';
export const LOGOUT_MESSAGE = 'Logged out successfully';

/**
 * Sign-in and sign-out. An unknown account, an account of another kind and a wrong password get the same message
 * and take the same time (an unknown account is checked against a dummy hash). Failures are throttled per network,
 * per account and per account and network (login-lock.ts): five failures from one network lock the account for
 * that network for 15 minutes; a banned person is refused after their password was checked.
 */
@Injectable()
export class SignInService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly emailCodes: EmailCodesService,
    private readonly outbox: OutboxService,
    private readonly throttle: LoginThrottleService,
  ) {}

  /** The combined screen: an unverified e-mail gets a fresh code and no session. */
  async loginCombined(request: LoginRequest, client: ClientInfo): Promise<WithCookies<AuthResultResponse>> {
    const user = await this.authenticate('combined', { kind: 'email', email: request.email }, request.password, client);
    if (!user.isEmailVerified) {
      await this.emailCodes.sendVerificationCode(user);
      return {
        body: {
          message: 'Please verify your email address. We have sent a verification code to your email.',
          requiresVerification: true,
          user: toUserResponse(user),
        },
        cookies: [],
      };
    }
    const cookie = await this.openSession(user, request.rememberMe, client);
    return {
      body: { message: LOGIN_SUCCESS_MESSAGE, requiresVerification: false, user: toUserResponse(user) },
      cookies: [cookie],
    };
  }

  async loginCustomer(
    request: CustomerLoginRequest,
    client: ClientInfo,
  ): Promise<WithCookies<{ message: string; customer: UserResponse & { name: string } }>> {
    const user = await this.authenticate('customer', detectContact(request.contact), request.password, client);
    const cookie = await this.openSession(user, true, client);
    return { body: { message: LOGIN_SUCCESS_MESSAGE, customer: toCustomerResponse(user) }, cookies: [cookie] };
  }

  async loginShopOwner(
    request: ShopOwnerLoginRequest,
    client: ClientInfo,
  ): Promise<WithCookies<{ message: string; user: UserResponse }>> {
    const user = await this.authenticate(
      'shop_owner',
      detectOwnerContact(request.emailOrPhone),
      request.password,
      client,
    );
    const cookie = await this.openSession(user, true, client);
    return { body: { message: LOGIN_SUCCESS_MESSAGE, user: toUserResponse(user) }, cookies: [cookie] };
  }

  /** Ends the browser's session (if any) and clears its cookie; answers the same when no one was signed in. */
  async signOut(client: ClientInfo): Promise<WithCookies<MessageResponse>> {
    await this.sessions.end(client.cookies[SESSION_COOKIE]);
    return { body: { message: LOGOUT_MESSAGE }, cookies: [{ kind: 'clear-session' }] };
  }

  /**
   * Starts a session with a new token (never the one the browser sent, whose session ends), inside `manager` when
   * given (registration), and records the sign-in.
   */
  async openSession(
    user: User,
    rememberMe: boolean,
    client: ClientInfo,
    manager?: EntityManager,
  ): Promise<CookieInstruction> {
    const run = async (transaction: EntityManager) => {
      await transaction.query('UPDATE identity.users SET last_login_at = now(), last_login_ip = $2 WHERE id = $1', [
        user.id,
        client.ip,
      ]);
      await this.throttle.recordSuccess(transaction, user.id, throttleClientKey(client.ip));
      const session = await this.sessions.start(transaction, {
        userId: user.id,
        rememberMe,
        ip: client.ip,
        userAgent: client.userAgent,
      });
      await this.outbox.publish(
        transaction,
        'user.logged_in',
        { userId: user.id, role: user.role },
        personActor(user, client),
      );
      return session;
    };
    const { token } = manager ? await run(manager) : await this.dataSource.transaction(run);
    if (!manager) await this.sessions.end(client.cookies[SESSION_COOKIE]);
    return { kind: 'session', token, rememberMe };
  }

  private async authenticate(
    screen: SignInScreen,
    contact: Contact,
    password: string,
    client: ClientInfo,
  ): Promise<User> {
    const identifier = contactText(contact).slice(0, 200);
    const clientKey = throttleClientKey(client.ip);
    // A network blocked for failures across accounts is refused before any lookup or hash.
    const clientBlockedUntil = await this.throttle.clientBlockedUntil(clientKey);
    if (clientBlockedUntil) {
      await this.recordFailure(null, identifier, 'client_blocked', client);
      throw new IdentityException(IdentityErrorCode.SignInsThrottled, {
        lockedUntilText: lockEndText(clientBlockedUntil, this.config.TIME_ZONE),
      });
    }
    const found = await this.users.findByContact(contact);
    if (!found || !admitsAccount(screen, found)) {
      await this.hasher.verifyAgainstDummy(password);
      await this.throttle.countUnknownAccountFailure(clientKey);
      await this.recordFailure(
        found?.id ?? null,
        identifier,
        found ? 'account_kind_not_allowed' : 'unknown_account',
        client,
      );
      throw invalidCredentials(screen);
    }
    const block = await this.throttle.accountBlock(found.id, found.accountLockedUntil, clientKey);
    if (block) {
      await this.recordFailure(
        found.id,
        identifier,
        block.kind === 'locked' ? 'account_locked' : 'account_slowed',
        client,
      );
      throw this.lockedError(block.until);
    }
    if (!(await this.hasher.verify(found.passwordHash, password))) {
      await this.countFailure(found, identifier, client, clientKey);
      throw invalidCredentials(screen);
    }
    if (found.banned) {
      await this.recordFailure(found.id, identifier, 'account_suspended', client);
      throw new IdentityException(IdentityErrorCode.AccountSuspended);
    }
    return found;
  }

  lockedError(lockedUntil: Date): IdentityException {
    return new IdentityException(IdentityErrorCode.AccountLocked, {
      lockedUntilText: lockEndText(lockedUntil, this.config.TIME_ZONE),
    });
  }

  private async recordFailure(userId: number | null, identifier: string, reason: string, client: ClientInfo) {
    await this.dataSource.transaction((manager) =>
      this.outbox.publish(manager, 'user.login_failed', { userId, identifier, reason }, guestActor(client)),
    );
  }

  /** Counts a wrong password under row locks (the users row first), so concurrent attempts cannot slip past a limit. */
  private async countFailure(user: User, identifier: string, client: ClientInfo, clientKey: string): Promise<void> {
    await this.dataSource.transaction(async (manager) => {
      await this.users.findByIdForUpdate(user.id, manager);
      const next = await this.throttle.countWrongPassword(manager, user.id, clientKey);
      await this.outbox.publish(
        manager,
        'user.login_failed',
        { userId: user.id, identifier, reason: 'wrong_password' },
        guestActor(client),
      );
      if (next.blockedNow && next.blockedUntil) {
        await this.outbox.publish(
          manager,
          'user.locked',
          { userId: user.id, lockedUntil: next.blockedUntil.toISOString() },
          guestActor(client),
        );
      }
    });
  }
}
