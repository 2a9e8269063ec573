import type { DataSource } from 'typeorm';
import type { OutboxService } from '@app/messaging';
import type { IdentityConfig } from '../identity.config';
import type { PasswordHasher } from '../users/password-hasher';
import { DemoAccountsSeeder } from './demo-accounts.seeder';

function seederWith(config: Partial<IdentityConfig>) {
  const dataSource = { query: jest.fn().mockResolvedValue([]), transaction: jest.fn().mockResolvedValue(0) };
  const hasher = { hash: jest.fn().mockResolvedValue('hash') };
  const seeder = new DemoAccountsSeeder(
    config as IdentityConfig,
    dataSource as unknown as DataSource,
    hasher as unknown as PasswordHasher,
    {} as OutboxService,
  );
  return { seeder, dataSource, hasher };
}

describe(DemoAccountsSeeder.name, () => {
  it('never creates the demo accounts (with their published password) in production', async () => {
    const { seeder, dataSource, hasher } = seederWith({ SEED_DEMO_DATA: true, NODE_ENV: 'production' });
    await seeder.onApplicationBootstrap();
    expect(dataSource.query).not.toHaveBeenCalled();
    expect(dataSource.transaction).not.toHaveBeenCalled();
    expect(hasher.hash).not.toHaveBeenCalled();
  });

  it('creates them with SEED_DEMO_DATA outside production, and not without it', async () => {
    const off = seederWith({ SEED_DEMO_DATA: false, NODE_ENV: 'development' });
    await off.seeder.onApplicationBootstrap();
    expect(off.dataSource.query).not.toHaveBeenCalled();

    const on = seederWith({ SEED_DEMO_DATA: true, NODE_ENV: 'development' });
    await on.seeder.onApplicationBootstrap();
    expect(on.hasher.hash).toHaveBeenCalledTimes(1);
    expect(on.dataSource.transaction).toHaveBeenCalledTimes(1);
  });
});
