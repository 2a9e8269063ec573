import { createTestDatabase, TestDatabase } from '@app/testing';
import { DataSource } from 'typeorm';
import { poolQuery } from '../pool-query';
import { serviceDataSourceOptions } from '../schema-data-source';

/**
 * A service's session settings on a real Postgres: every connection of its pool starts with them, an extension's
 * setting included before the extension is loaded, and a transaction's own SET LOCAL still overrides them.
 */
describe('session settings', () => {
  let database: TestDatabase;
  let dataSource: DataSource;

  beforeAll(async () => {
    database = await createTestDatabase('session-settings');
    dataSource = new DataSource(
      serviceDataSourceOptions({
        schema: 'settings_test',
        url: database.url,
        entities: [],
        migrations: [],
        poolSize: 3,
        sessionSettings: { jit: 'off', 'pg_trgm.word_similarity_threshold': '0.3' },
      }),
    );
    await dataSource.initialize();
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('starts every pooled connection with them', async () => {
    const settingsOf = () =>
      poolQuery<{ pid: number; jit: string; threshold: string }>(
        dataSource,
        `SELECT pg_backend_pid() AS pid, current_setting('jit') AS jit,
           current_setting('pg_trgm.word_similarity_threshold') AS threshold, pg_sleep(0.05)`,
      );
    // Three at once, so the pool opens three connections.
    const rows = (await Promise.all([settingsOf(), settingsOf(), settingsOf()])).flat();
    expect(new Set(rows.map((row) => row.pid)).size).toBe(3);
    for (const row of rows) expect(row).toMatchObject({ jit: 'off', threshold: '0.3' });
  });

  it('leaves a transaction free to set its own value', async () => {
    const inside = await dataSource.transaction(async (manager) => {
      await manager.query(`SELECT set_config('jit', 'on', true)`);
      return manager.query<Array<{ jit: string }>>(`SELECT current_setting('jit') AS jit`);
    });
    expect(inside).toEqual([{ jit: 'on' }]);
  });
});
