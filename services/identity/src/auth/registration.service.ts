import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { adminActorOf, ClientInfo, RequestIdentity } from '@app/auth-context';
import {
  AuthResultResponse,
  CustomerRegisterRequest,
  EventActor,
  RegisterRequest,
  SESSION_COOKIE,
  ShopOwnerRegisterRequest,
  UserResponse,
} from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { CookieInstruction, WithCookies } from '../http/cookie-writer';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { SessionsService } from '../sessions/sessions.service';
import { detectContact, normalizeEmail, normalizePhone } from '../users/contact';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { toCustomerResponse, toUserResponse, toUserSnapshot } from '../users/user.mapper';
import { nextUserVersion } from '../users/user-version';
import { NewUser, UsersService } from '../users/users.service';
import { personActor } from './actors';
import { EmailCodesService } from './email-codes.service';
import { SignInService } from './sign-in.service';

export const CUSTOMER_REGISTERED_MESSAGE = 'Congratulations! Your account has been created successfully.';

/** Registration from the three screens. The customer and shop-owner screens sign the person in at once. */
@Injectable()
export class RegistrationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly sessions: SessionsService,
    private readonly signIn: SignInService,
    private readonly emailCodes: EmailCodesService,
    private readonly outbox: OutboxService,
  ) {}

  /** The combined screen: mails a verification code and signs no one in. Only an admin may create an admin. */
  async registerCombined(
    request: RegisterRequest,
    caller: RequestIdentity,
    client: ClientInfo,
  ): Promise<AuthResultResponse> {
    if (request.role === 'admin' && !caller.isAdmin) {
      throw new IdentityException(IdentityErrorCode.AdminRegistrationForbidden);
    }
    const phone = request.phone ? normalizePhone(request.phone) : null;
    const user = await this.create(
      {
        firstName: request.firstName,
        lastName: request.lastName,
        email: normalizeEmail(request.email),
        phone,
        city: request.city,
        role: request.role,
        isAdmin: request.role === 'admin',
        contactMethod: request.contactMethod === 'phone' && phone ? 'phone' : 'email',
        passwordHash: await this.hasher.hash(request.password),
      },
      client,
      caller.isAdmin && caller.userId !== null ? adminActorOf(caller, client) : undefined,
    );
    await this.emailCodes.sendVerificationCode(user);
    return {
      message: 'Registration successful. Please check your email for a 6-digit verification code.',
      requiresVerification: true,
      user: toUserResponse(user),
    };
  }

  async registerCustomer(
    request: CustomerRegisterRequest,
    client: ClientInfo,
  ): Promise<WithCookies<{ message: string; customer: UserResponse & { name: string } }>> {
    const contact = detectContact(request.contact);
    const passwordHash = await this.hasher.hash(request.password);
    const { user, cookie } = await this.createAndSignIn(
      {
        firstName: request.firstName,
        lastName: request.lastName,
        email: contact.kind === 'email' ? contact.email : null,
        phone: contact.kind === 'phone' ? contact.phone : null,
        city: request.city,
        role: 'customer',
        contactMethod: contact.kind,
        passwordHash,
      },
      client,
    );
    return { body: { message: CUSTOMER_REGISTERED_MESSAGE, customer: toCustomerResponse(user) }, cookies: [cookie] };
  }

  async registerShopOwner(
    request: ShopOwnerRegisterRequest,
    client: ClientInfo,
  ): Promise<WithCookies<{ message: string; user: UserResponse }>> {
    const passwordHash = await this.hasher.hash(request.password);
    const { user, cookie } = await this.createAndSignIn(
      {
        firstName: request.firstName,
        lastName: request.lastName,
        email: request.email ? normalizeEmail(request.email) : null,
        phone: request.phone ? normalizePhone(request.phone) : null,
        city: request.city,
        role: 'shop_owner',
        contactMethod: request.contactMethod,
        passwordHash,
      },
      client,
    );
    return { body: { message: 'Registration successful', user: toUserResponse(user) }, cookies: [cookie] };
  }

  private async createAndSignIn(
    fields: NewUser,
    client: ClientInfo,
  ): Promise<{ user: User; cookie: CookieInstruction }> {
    let cookie: CookieInstruction | undefined;
    const user = await this.create(fields, client, undefined, async (manager, created) => {
      cookie = await this.signIn.openSession(created, true, client, manager);
    });
    await this.sessions.end(client.cookies[SESSION_COOKIE]);
    return { user, cookie: cookie! };
  }

  private async create(
    fields: NewUser,
    client: ClientInfo,
    actor?: EventActor,
    then?: (manager: EntityManager, user: User) => Promise<void>,
  ): Promise<User> {
    return this.dataSource.transaction(async (manager) => {
      const user = await this.users.create(manager, fields);
      const snapshot = { ...toUserSnapshot(user), version: await nextUserVersion(manager, user.id) };
      await this.outbox.publish(manager, 'user.registered', snapshot, actor ?? personActor(user, client));
      await then?.(manager, user);
      return user;
    });
  }
}
