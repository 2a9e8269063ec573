import { Inject, Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { DEMO_PASSWORD, demoCustomers, demoOwners, DemoPerson } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';
import { PasswordHasher } from '../users/password-hasher';
import { nextUserVersion } from '../users/user-version';

/**
 * With SEED_DEMO_DATA outside production, the demo town's people can sign in: an account for each demo owner
 * (the ids catalog's demo shops belong to) and each demo customer (whose reviews, favourites and conversations
 * reviews and chat seed), all with DEMO_PASSWORD and verified addresses. Each is announced with user.registered,
 * so the other services' copies of people agree. Accounts that exist are left alone; never in production, where a
 * known password would be a way in.
 */
@Injectable()
export class DemoAccountsSeeder implements OnApplicationBootstrap {
  private readonly logger = new Logger(DemoAccountsSeeder.name);

  constructor(
    @Inject(SERVICE_CONFIG) private readonly config: IdentityConfig,
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly hasher: PasswordHasher,
    private readonly outbox: OutboxService,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.config.SEED_DEMO_DATA || this.config.NODE_ENV === 'production') return;
    const created = await this.seed();
    if (created > 0) this.logger.log(`Created ${created} demo accounts (password ${DEMO_PASSWORD})`);
  }

  /** Creates the demo accounts that do not exist yet; answers how many it created. */
  async seed(now = new Date()): Promise<number> {
    const people = [...demoOwners(), ...demoCustomers()];
    const existing: Array<{ id: number }> = await this.dataSource.query(
      'SELECT id FROM identity.users WHERE id = ANY($1::int[])',
      [people.map((person) => person.id)],
    );
    if (existing.length === people.length) return 0;
    // One hash for all: the accounts share the one published demo password.
    const passwordHash = await this.hasher.hash(DEMO_PASSWORD);
    return this.dataSource.transaction(async (manager) => {
      await manager.query("SELECT pg_advisory_xact_lock(hashtext('identity:demo-accounts'))");
      let created = 0;
      for (const [index, person] of people.entries()) {
        const createdAt = new Date(now.getTime() - (400 - index) * 86_400_000);
        const rows: Array<{ id: number }> = await manager.query(
          `INSERT INTO identity.users (id, email, first_name, last_name, role, city, contact_method, password,
             is_email_verified, created_at, updated_at)
           VALUES ($1, $2, $3, $4, $5, $6, 'email', $7, true, $8, $8)
           ON CONFLICT DO NOTHING RETURNING id`,
          [
            person.id,
            person.email,
            person.firstName,
            person.lastName,
            person.role,
            person.city,
            passwordHash,
            createdAt,
          ],
        );
        if (rows.length === 0) continue;
        await this.outbox.publish(manager, 'user.registered', await snapshotOf(manager, person, createdAt), {
          role: 'system',
        });
        created += 1;
      }
      return created;
    });
  }
}

async function snapshotOf(manager: Parameters<typeof nextUserVersion>[0], person: DemoPerson, createdAt: Date) {
  return {
    userId: person.id,
    role: person.role,
    isAdmin: false,
    firstName: person.firstName,
    lastName: person.lastName,
    email: person.email,
    phone: null,
    city: person.city,
    createdAt: createdAt.toISOString(),
    version: await nextUserVersion(manager, person.id),
  };
}
