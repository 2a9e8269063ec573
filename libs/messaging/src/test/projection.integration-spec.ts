import { Logger } from '@nestjs/common';
import { DomainEvent, EventPayload, versionOf } from '@app/contracts';
import { TestDatabase, createTestDatabase, eventHistoryWithArrival } from '@app/testing';
import fc from 'fast-check';
import { DataSource } from 'typeorm';
import { EventConsumer } from '../event-consumer';
import { ProjectionSpec, defineProjection } from '../projection';
import { bannedFolds } from '../projection-folds';
import { openDataSource } from './integration-kit';

const SCHEMA = 'kit';
type PeopleEvents =
  | 'user.registered'
  | 'user.updated'
  | 'user.banned'
  | 'user.suspended'
  | 'user.unbanned'
  | 'user.unsuspended'
  | 'user.deleted';

const name = (p: EventPayload<'user.registered' | 'user.updated'>) => ({
  id: p.userId,
  version: versionOf(p),
  set: { first_name: p.firstName, email: p.email },
});

/** A people projection as the services declare theirs: two groups of columns, tombstones for deletions. */
const people = (className: string): ProjectionSpec<PeopleEvents> => ({
  name: className,
  table: `${SCHEMA}.people`,
  key: 'user_id',
  touch: 'updated_at',
  tombstones: { table: `${SCHEMA}.projection_tombstones`, aggregate: 'person' },
  groups: [
    { version: 'name_version', columns: ['first_name', 'email'] },
    { version: 'banned_version', columns: ['banned'] },
  ],
  events: {
    'user.registered': name,
    'user.updated': name,
    ...bannedFolds,
    'user.deleted': (p) => ({ remove: p.userId, version: versionOf(p) }),
  },
});

describe('A projection made with defineProjection, on Postgres', () => {
  let database: TestDatabase;
  let dataSource: DataSource;
  let consumer: EventConsumer;
  /** The same projection under another class name: another inbox key, as after a rename. */
  let renamed: EventConsumer;

  beforeAll(async () => {
    Logger.overrideLogger(['error']);
    database = await createTestDatabase('messaging-projection-kit');
    dataSource = await openDataSource(database.url, SCHEMA);
    await dataSource.query(`
      CREATE TABLE ${SCHEMA}.people (
        user_id integer PRIMARY KEY, first_name varchar(100), email varchar(200),
        banned boolean NOT NULL DEFAULT false, name_version integer NOT NULL DEFAULT 0,
        banned_version integer NOT NULL DEFAULT 0, updated_at timestamptz NOT NULL DEFAULT now())`);
    await dataSource.query(`
      CREATE TABLE ${SCHEMA}.projection_tombstones (
        aggregate varchar(20) NOT NULL, aggregate_id integer NOT NULL, version integer NOT NULL DEFAULT 0,
        removed_at timestamptz NOT NULL DEFAULT now(), PRIMARY KEY (aggregate, aggregate_id))`);
    const consumerOf = (className: string) => {
      const Projection = defineProjection(people(className));
      return new EventConsumer(dataSource, { service: 'kit', schema: SCHEMA, handlers: [new Projection()] });
    };
    consumer = consumerOf('KitPeopleProjection');
    renamed = consumerOf('RenamedPeopleProjection');
  });

  afterAll(async () => {
    await dataSource?.destroy();
    await database?.drop();
  });

  const deliver = (to: EventConsumer, event: DomainEvent) => to.process(JSON.stringify(event), 1);
  const state = async () => ({
    people: await dataSource.query(
      `SELECT user_id, first_name, email, banned, name_version, banned_version FROM ${SCHEMA}.people ORDER BY user_id`,
    ),
    tombstones: await dataSource.query(
      `SELECT aggregate_id, version FROM ${SCHEMA}.projection_tombstones ORDER BY aggregate_id`,
    ),
  });
  const reset = () =>
    dataSource.query(`TRUNCATE ${SCHEMA}.people, ${SCHEMA}.projection_tombstones, ${SCHEMA}.inbox_events`);

  it('ends in the newest state for events out of order and twice, and a replay under a new inbox key changes nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        eventHistoryWithArrival({ people: 3, shops: 1 }),
        fc.func(fc.integer()),
        async ({ history, arrival }, shuffle) => {
          await reset();
          for (const event of arrival) await deliver(consumer, event);
          const permuted = await state();
          const live = history.people.filter((person) => !person.deleted);
          expect(permuted.people).toEqual(
            live.map((person) =>
              expect.objectContaining({
                user_id: person.userId,
                first_name: person.firstName,
                email: person.email,
                banned: person.banned,
              }),
            ),
          );
          expect(permuted.tombstones.map((row: { aggregate_id: number }) => row.aggregate_id)).toEqual(
            history.people.filter((person) => person.deleted).map((person) => person.userId),
          );

          // Every event again, in another order, by a class of another name: no inbox row stops them, yet the
          // state does not move (older or equal versions change nothing, removed people stay removed).
          const replay = [...history.events].sort((a, b) => shuffle(a.id) - shuffle(b.id));
          for (const event of replay) await deliver(renamed, event);
          expect(await state()).toEqual(permuted);
          const [{ count }] = await dataSource.query(
            `SELECT count(*)::int AS count FROM ${SCHEMA}.inbox_events WHERE handler = 'RenamedPeopleProjection'`,
          );
          const folded = Object.keys(people('').events);
          expect(count).toBe(history.events.filter((event) => folded.includes(event.name)).length);
        },
      ),
      { numRuns: Number(process.env.ORDER_RUNS ?? 30) },
    );
  }, 300_000);
});
