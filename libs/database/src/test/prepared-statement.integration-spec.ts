import { createTestDatabase, TestDatabase } from '@app/testing';
import { DataSource } from 'typeorm';
import { poolQuery } from '../pool-query';
import { preparedStatement, queryPrepared } from '../prepared-statement';

/**
 * Prepared statements on a real Postgres: both ways of running one (TypeORM's manager in a transaction, and the
 * pool) answer the statement's rows, and the connection that ran it holds it as a prepared statement afterwards,
 * so later calls only bind and execute it.
 */
describe('prepared statements', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  const inserted = preparedStatement('INSERT INTO things (label) VALUES ($1) RETURNING id, label');
  const byLabel = preparedStatement('SELECT id, label FROM things WHERE label = $1');
  const preparedHere = preparedStatement(
    'SELECT name, statement FROM pg_prepared_statements WHERE name = ANY($1::text[]) ORDER BY name',
  );

  beforeAll(async () => {
    database = await createTestDatabase('prepared-statement');
    // One connection: every call below meets the same session, so its prepared statements are visible to the check.
    dataSource = new DataSource({ type: 'postgres', url: database.url, extra: { max: 1 } });
    await dataSource.initialize();
    await dataSource.query('CREATE TABLE things (id serial PRIMARY KEY, label text NOT NULL)');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  it('names a statement after its text: the same text the same name, another text another', () => {
    expect(preparedStatement(inserted.text)).toEqual(inserted);
    expect(byLabel.name).not.toBe(inserted.name);
    expect(inserted.name).toMatch(/^prepared_[0-9a-f]{24}$/);
  });

  it('runs in the manager transaction, rolls back with it, and stays prepared on the connection', async () => {
    const first = await dataSource.transaction((manager) => queryPrepared(manager, inserted, ['kettle']));
    expect(first).toEqual([{ id: 1, label: 'kettle' }]);
    await expect(
      dataSource.transaction(async (manager) => {
        await queryPrepared(manager, inserted, ['teapot']);
        throw new Error('changed my mind');
      }),
    ).rejects.toThrow('changed my mind');
    const second = await dataSource.transaction((manager) => queryPrepared(manager, inserted, ['toaster']));
    expect(second).toEqual([{ id: 3, label: 'toaster' }]);

    expect(await poolQuery(dataSource, byLabel, ['teapot'])).toEqual([]);
    expect(await poolQuery(dataSource, byLabel, ['kettle'])).toEqual([{ id: 1, label: 'kettle' }]);
    expect(await poolQuery(dataSource, byLabel, ['toaster'])).toEqual([{ id: 3, label: 'toaster' }]);

    const held = await poolQuery<{ name: string; statement: string }>(dataSource, preparedHere, [
      [inserted.name, byLabel.name],
    ]);
    expect(held).toEqual(
      [
        { name: inserted.name, statement: inserted.text },
        { name: byLabel.name, statement: byLabel.text },
      ].sort((a, b) => a.name.localeCompare(b.name)),
    );
  });
});
