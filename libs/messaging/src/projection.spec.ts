import { randomUUID } from 'node:crypto';
import { DomainEvent, EventName, EventPayload, versionOf } from '@app/contracts';
import { EntityManager } from 'typeorm';
import { handledEventsOf, handlerKeyOf } from './event-handler';
import { ProjectionTable, defineProjection, projectionWrite } from './projection';
import { newerVersion } from './projection-order';

const AT = '2026-01-01T00:00:00.000Z';
const oneLine = (sql: string | undefined) => sql?.replace(/\s+/g, ' ').trim();

const people: ProjectionTable = {
  table: 's.people',
  key: 'user_id',
  touch: 'updated_at',
  groups: [
    { version: 'name_version', columns: ['first_name', 'last_name'] },
    { version: 'banned_version', occurredAt: 'banned_at', columns: ['banned'] },
    { version: ['plan_id', 'plan_phase'], columns: ['plan_active'] },
  ],
  unordered: ['deleted'],
};

describe(newerVersion.name, () => {
  it('takes a higher version, and version 0 only over version 0', () => {
    expect(newerVersion('EXCLUDED.v', 't.v')).toBe('(EXCLUDED.v > t.v OR (EXCLUDED.v = 0 AND t.v = 0))');
  });

  it('compares a tuple of versions as a row, and breaks a tie of unversioned events by occurredAt', () => {
    expect(newerVersion(['a', 'b'], ['c', 'd'])).toBe('((a, b) > (c, d) OR ((a, b) = (0, 0) AND (c, d) = (0, 0)))');
    expect(newerVersion('i', 's', { incoming: 'i_at', stored: 's_at' })).toBe(
      '(i > s OR (i = 0 AND s = 0 AND (s_at IS NULL OR i_at >= s_at)))',
    );
  });
});

describe(projectionWrite.name, () => {
  it('upserts one group only when the event is newer than the version that last set it', () => {
    const write = projectionWrite(people, { id: 7, version: 3, set: { first_name: 'Aoife', last_name: 'Byrne' } }, AT);
    expect(oneLine(write?.sql)).toBe(
      'INSERT INTO s.people (user_id, first_name, last_name, name_version) VALUES ($1, $2, $3, $4) ' +
        'ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, ' +
        'name_version = EXCLUDED.name_version, updated_at = now() ' +
        'WHERE (EXCLUDED.name_version > COALESCE(s.people.name_version, 0) OR ' +
        '(EXCLUDED.name_version = 0 AND COALESCE(s.people.name_version, 0) = 0))',
    );
    expect(write?.params).toEqual([7, 'Aoife', 'Byrne', 3]);
  });

  it('guards each column by its own group when a change sets two, and keeps the event time of a timed group', () => {
    const write = projectionWrite(people, { id: 7, version: 4, set: { first_name: 'Cian', banned: true } }, AT);
    const sql = oneLine(write?.sql);
    const newerName = newerVersion('EXCLUDED.name_version', 'COALESCE(s.people.name_version, 0)');
    const newerBan = newerVersion('EXCLUDED.banned_version', 'COALESCE(s.people.banned_version, 0)', {
      incoming: 'EXCLUDED.banned_at',
      stored: 's.people.banned_at',
    });
    expect(sql).toContain(`first_name = CASE WHEN ${newerName} THEN EXCLUDED.first_name ELSE s.people.first_name END`);
    expect(sql).toContain(`banned_at = CASE WHEN ${newerBan} THEN EXCLUDED.banned_at ELSE s.people.banned_at END`);
    expect(sql).toMatch(new RegExp(`WHERE ${escape(newerName)} OR ${escape(newerBan)}$`));
    expect(write?.params).toEqual([7, 'Cian', true, 4, 4, AT]);
  });

  it('orders a tuple version by the columns the change sets, and writes insert-only columns on a new row only', () => {
    const write = projectionWrite(
      people,
      { id: 7, set: { plan_id: 12, plan_phase: 2, plan_active: false }, insert: { first_name: 'Dara', plan_id: 1 } },
      AT,
    );
    const sql = oneLine(write?.sql);
    expect(sql).toContain('INSERT INTO s.people (user_id, plan_id, plan_phase, plan_active, first_name)');
    expect(sql).toContain('WHERE ((EXCLUDED.plan_id, EXCLUDED.plan_phase) > (COALESCE(s.people.plan_id, 0), ');
    expect(sql).not.toContain('first_name =');
    expect(write?.params).toEqual([7, 12, 2, false, 'Dara']);
  });

  it('sets unordered flags on every event without a version guard, and does nothing on conflict for a new row only', () => {
    expect(oneLine(projectionWrite(people, { id: 7, set: { deleted: true } }, AT)?.sql)).toMatch(
      /ON CONFLICT \(user_id\) DO UPDATE SET deleted = EXCLUDED.deleted, updated_at = now\(\)$/,
    );
    expect(oneLine(projectionWrite(people, { id: 7, insert: { first_name: 'Eabha' } }, AT)?.sql)).toMatch(
      /ON CONFLICT \(user_id\) DO NOTHING$/,
    );
  });

  it('updates an update-only table in place, leaving a column the event does not carry', () => {
    const ratings: ProjectionTable = {
      table: 's.shops',
      key: 'id',
      updateOnly: true,
      groups: [{ version: 'rating_version', columns: ['rating', 'breakdown'] }],
    };
    const write = projectionWrite(ratings, { id: 5, version: 2, set: { rating: 4.5, breakdown: undefined } }, AT);
    expect(oneLine(write?.sql)).toBe(
      'UPDATE s.shops SET rating = $2, rating_version = $3 WHERE id = $1 AND ' +
        '(($3 > COALESCE(s.shops.rating_version, 0) OR ($3 = 0 AND COALESCE(s.shops.rating_version, 0) = 0)))',
    );
    expect(write?.params).toEqual([5, 4.5, 2]);
    expect(projectionWrite(ratings, { id: 5, insert: { rating: 1 } }, AT)).toBeNull();
  });

  it('refuses a column in no group and a grouped change without its version', () => {
    expect(() => projectionWrite(people, { id: 7, version: 1, set: { email: 'x' } }, AT)).toThrow(/s.people.email/);
    expect(() => projectionWrite(people, { id: 7, set: { banned: true } }, AT)).toThrow(/without a version/);
    expect(() => projectionWrite(people, { id: 7, set: { plan_active: true, plan_id: 1 } }, AT)).toThrow(
      /without its version/,
    );
  });
});

describe(defineProjection.name, () => {
  const Banned = defineProjection({
    name: 'TestPeopleProjection',
    table: 's.people',
    key: 'user_id',
    tombstones: { table: 's.projection_tombstones', aggregate: 'person' },
    groups: [{ version: 'banned_version', columns: ['banned'] }],
    events: {
      'user.banned': (p) => ({ id: p.userId, version: versionOf(p), set: { banned: true } }),
      'user.registered': (p) => (p.role === 'customer' ? null : { id: p.userId, version: 1, set: { banned: false } }),
      'user.deleted': (p) => ({ remove: p.userId, version: versionOf(p) }),
    },
  });

  function fakeManager(removed: boolean) {
    const queries: string[] = [];
    const manager = {
      query: async (sql: string) => {
        queries.push(oneLine(sql)!);
        return sql.includes('SELECT 1 FROM s.projection_tombstones') && removed ? [{}] : [];
      },
    } as unknown as EntityManager;
    return { manager, queries };
  }

  const event = <N extends EventName>(name: N, payload: EventPayload<N>) =>
    ({ id: randomUUID(), name, occurredAt: AT, payload }) as DomainEvent<N>;

  it('makes a handler class named as declared (its inbox key) for the events it folds', () => {
    expect(Banned.name).toBe('TestPeopleProjection');
    expect(handlerKeyOf(new Banned())).toBe('TestPeopleProjection');
    expect(handledEventsOf(Banned)).toEqual(['user.banned', 'user.registered', 'user.deleted']);
  });

  it('locks the aggregate and checks its tombstone before writing, and writes nothing once it is removed', async () => {
    const live = fakeManager(false);
    await new Banned().handle(event('user.banned', { userId: 3, role: 'customer', version: 2 }), live.manager);
    expect(live.queries.map((sql) => sql.split(' ').slice(0, 3).join(' '))).toEqual([
      'SELECT pg_advisory_xact_lock(hashtext($1), $2)',
      'SELECT 1 FROM',
      'INSERT INTO s.people',
    ]);
    const gone = fakeManager(true);
    await new Banned().handle(event('user.banned', { userId: 3, role: 'customer', version: 2 }), gone.manager);
    expect(gone.queries).toHaveLength(2);
  });

  it('removes the row and leaves a tombstone for a removal, and does nothing for a fold that returns null', async () => {
    const { manager, queries } = fakeManager(false);
    await new Banned().handle(
      event('user.deleted', { userId: 3, role: 'customer', displayName: 'A B', version: 5 }),
      manager,
    );
    expect(queries.slice(1, 2)).toEqual(['DELETE FROM s.people WHERE user_id = $1']);
    expect(queries[2]).toContain('INSERT INTO s.projection_tombstones');
    const skipped = fakeManager(false);
    await new Banned().handle(
      event('user.registered', {
        userId: 4,
        role: 'customer',
        isAdmin: false,
        firstName: 'A',
        lastName: 'B',
        email: 'a@example.ie',
        phone: null,
        city: null,
        createdAt: AT,
        version: 1,
      }),
      skipped.manager,
    );
    expect(skipped.queries).toEqual([]);
  });
});

function escape(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}
