import { randomBytes } from 'node:crypto';
import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, EntityManager } from 'typeorm';
import { OutboxService } from '@app/messaging';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';
import { SessionsService } from '../sessions/sessions.service';
import { PasswordHasher } from '../users/password-hasher';
import { User } from '../users/user.entity';
import { toUserSnapshot } from '../users/user.mapper';
import { nextUserVersion } from '../users/user-version';
import { UsersService } from '../users/users.service';

export const EMBEDDED_ADMIN_EMAIL = 'admin@localshop.ie';

/** A random password that also meets the combined screen's rules (upper, lower, digit, special). */
export function oneTimeAdminPassword(): string {
  return `${randomBytes(15).toString('base64url')}Aa1!`;
}

/**
 * The first admin, on start: from ADMIN_EMAIL / ADMIN_PASSWORD (created, or an existing verified account promoted),
 * or with AUTH_EMBEDDED_ADMIN an admin@localshop.ie whose random password is logged once, when no admin exists.
 * Runs under an advisory lock so several instances starting together create one admin.
 */
@Injectable()
export class BootstrapAdminService implements OnApplicationBootstrap {
  private readonly logger = new Logger(BootstrapAdminService.name);
  /** The embedded admin created by this start, with its one-time password: the embedded host's banner shows it. */
  createdEmbeddedAdmin: { email: string; password: string } | null = null;

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxService,
    private readonly sessions: SessionsService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    const { ADMIN_EMAIL: email, ADMIN_PASSWORD: password } = this.config;
    if (email && password) await this.ensureConfiguredAdmin(email, password);
    else if (this.config.AUTH_EMBEDDED_ADMIN) await this.ensureEmbeddedAdmin();
  }

  /**
   * ADMIN_EMAIL names the first admin. No account: it is created with ADMIN_PASSWORD. A verified account that is
   * not an admin yet: promoted, its password set from ADMIN_PASSWORD and its sessions ended, so whoever held it
   * before keeps nothing. An unverified account is never promoted (anyone can register any address): it stays as
   * it is until its address is verified (or its password reset through a mailed code) and identity starts again.
   */
  private async ensureConfiguredAdmin(email: string, password: string): Promise<void> {
    const passwordHash = await this.hasher.hash(password);
    const endedSessions = await this.locked(async (manager) => {
      const existing = await this.users.findByEmail(email, manager);
      if (!existing) {
        await this.createAdmin(manager, email, passwordHash);
        this.logger.log(`Created the admin ${email} from ADMIN_EMAIL`);
        return [];
      }
      if (existing.isAdmin) {
        this.logger.log(`ADMIN_EMAIL ${email} (user ${existing.id}) is already an admin: left unchanged`);
        return [];
      }
      if (!existing.isEmailVerified) {
        this.logger.warn(
          `ADMIN_EMAIL ${email} belongs to user ${existing.id}, whose address is not verified: NOT made an admin. ` +
            'Verify the address (or reset the password with the mailed code), then start identity again',
        );
        return [];
      }
      existing.isAdmin = true;
      existing.passwordHash = passwordHash;
      existing.passwordChangedAt = new Date();
      const saved = await manager.getRepository(User).save(existing);
      const sids = await this.sessions.revokeAllWithin(manager, saved.id);
      const snapshot = { ...toUserSnapshot(saved), version: await nextUserVersion(manager, saved.id) };
      await this.outbox.publish(manager, 'user.updated', snapshot, { role: 'system' });
      await this.outbox.publish(manager, 'user.password_reset', { userId: saved.id }, { role: 'system' });
      this.logger.warn(
        `Made ${email} (user ${saved.id}) an admin from ADMIN_EMAIL: password set from ADMIN_PASSWORD, ` +
          `${sids.length} session(s) ended`,
      );
      return sids;
    });
    await this.sessions.forget(endedSessions);
  }

  private async ensureEmbeddedAdmin(): Promise<void> {
    const password = oneTimeAdminPassword();
    const passwordHash = await this.hasher.hash(password);
    await this.locked(async (manager) => {
      const [{ admins }] = await manager.query('SELECT count(*)::integer AS admins FROM identity.users WHERE is_admin');
      if (admins > 0 || (await this.users.findByEmail(EMBEDDED_ADMIN_EMAIL, manager))) return;
      await this.createAdmin(manager, EMBEDDED_ADMIN_EMAIL, passwordHash);
      this.createdEmbeddedAdmin = { email: EMBEDDED_ADMIN_EMAIL, password };
      this.logger.warn(
        `Created the admin ${EMBEDDED_ADMIN_EMAIL} with the one-time password ${password} ` +
          '(shown only now: sign in and change it with the password reset)',
      );
    });
  }

  private async createAdmin(manager: EntityManager, email: string, passwordHash: string): Promise<void> {
    const admin = await this.users.create(manager, {
      email,
      firstName: 'Admin',
      lastName: 'User',
      role: 'admin',
      isAdmin: true,
      isEmailVerified: true,
      contactMethod: 'email',
      passwordHash,
    });
    const snapshot = { ...toUserSnapshot(admin), version: await nextUserVersion(manager, admin.id) };
    await this.outbox.publish(manager, 'user.registered', snapshot, { role: 'system' });
  }

  private locked<T>(work: (manager: EntityManager) => Promise<T>): Promise<T> {
    return this.dataSource.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('identity:bootstrap-admin'))");
      return work(manager);
    });
  }
}
