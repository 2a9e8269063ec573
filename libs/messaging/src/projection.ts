import { Injectable, Logger } from '@nestjs/common';
import { ModuleRef } from '@nestjs/core';
import { DomainEvent, EventName, EventPayload } from '@app/contracts';
import { EntityManager } from 'typeorm';
import { EventHandler, OnDomainEvents } from './event-handler';
import { OutboxService } from './outbox.service';
import { newerVersion } from './projection-order';

export type ColumnValue = string | number | boolean | Date | null;
/** Column values; `undefined` leaves a column as it is stored (an event that does not carry it). */
export type Columns = Readonly<Record<string, ColumnValue | undefined>>;

/** Columns that events set together, kept with the version of the event that last set them (the ordering rule). */
export interface ColumnGroup {
  /** The column keeping that version, set from the change's `version`; or a tuple of columns the fold sets. */
  version: string | readonly string[];
  /** Where the group keeps the `occurredAt` of the event that last set it, to order unversioned events by it. */
  occurredAt?: string;
  columns: readonly string[];
}

/** The table a projection keeps. */
export interface ProjectionTable {
  /** Schema-qualified name. */
  table: string;
  /** The key column: the id a change names. */
  key: string;
  groups?: readonly ColumnGroup[];
  /** Columns any order leaves the same (flags that only ever turn on): every event that sets one writes it. */
  unordered?: readonly string[];
  /** A column set to now() by each write that changes the row. */
  touch?: string;
  /** The rows are the service's own: an event updates an existing row and never inserts one. */
  updateOnly?: boolean;
  /** Where a removal leaves its tombstone; once it is there, no event of that aggregate writes the table again. */
  tombstones?: { table: string; aggregate: 'person' | 'shop' };
}

/** What one event does to one row: the columns it sets, and those a row it creates starts with. */
export interface RowChange {
  id: number | string;
  /** The event's version of the aggregate (`versionOf(payload)`), for the single-column versions of its groups. */
  version?: number;
  set?: Columns;
  /** Written only when the row is new (a row first seen through an event that carries only part of it). */
  insert?: Columns;
}

/** The aggregate's last event: its row goes and a tombstone stays. */
export interface Removal {
  remove: number;
  version: number;
}

export type ProjectionChange = RowChange | Removal;
type FoldResult = ProjectionChange | readonly ProjectionChange[] | null | undefined | void;

export interface FoldContext<N extends EventName> {
  event: DomainEvent<N>;
  /** The inbox transaction: custom work writes through it only. */
  manager: EntityManager;
  logger: Logger;
  /** The service's outbox, resolved when called (the messaging runtime that owns it is built from the handlers). */
  outbox(): OutboxService;
}

/**
 * What an event does to the projection: usually a plain function of the payload returning the change. Work a
 * change cannot say (deleting dependent rows, publishing) goes in the fold itself, through `context.manager`.
 */
export type Fold<N extends EventName> = (
  payload: EventPayload<N>,
  context: FoldContext<N>,
) => FoldResult | Promise<FoldResult>;

export interface ProjectionSpec<E extends EventName> extends Partial<ProjectionTable> {
  /** The handler class's name, which is its inbox key (docs/decisions.md, Projection kit). */
  name: string;
  events: { [N in E]: Fold<N> };
  /**
   * Per event, whether an event's payload changes anything here at all; an event for which this says false is
   * not folded and leaves no inbox row (no transaction when no other handler wants it). Only for folds that
   * return no change for such a payload.
   */
  concerns?: { [N in E]?: (payload: EventPayload<N>) => boolean };
  /** Events of `events` still folded when delivered but no longer subscribed to (`EventHandler.retiredEvents`). */
  retiredEvents?: readonly NoInfer<E>[];
}

export type ProjectionClass<E extends EventName> = new (moduleRef?: ModuleRef) => EventHandler<E>;

/**
 * Declares a projection once: its table, how its columns are ordered, and what each event it folds sets. Returns
 * the handler class (register it with the service's messaging; `new` it to apply an event by hand): for each event
 * it runs the fold, then writes each change with `projectionWrite`, after the tombstone check when the table keeps
 * tombstones, all in the inbox transaction.
 *
 *   export const PeopleProjection = defineProjection({
 *     name: 'ChatPeopleProjection', table: 'chat.people', key: 'user_id',
 *     groups: [{ version: 'banned_version', columns: ['banned'] }],
 *     events: { 'user.banned': (p) => ({ id: p.userId, version: versionOf(p), set: { banned: true } }) },
 *   });
 */
export function defineProjection<E extends EventName>(spec: ProjectionSpec<E>): ProjectionClass<E> {
  @Injectable()
  class Projection implements EventHandler<E> {
    private readonly logger = new Logger(spec.name);
    readonly retiredEvents = spec.retiredEvents;

    constructor(private readonly moduleRef?: ModuleRef) {}

    concerns(event: DomainEvent<E>): boolean {
      const concerns = spec.concerns?.[event.name] as ((payload: EventPayload<E>) => boolean) | undefined;
      return concerns ? concerns(event.payload) : true;
    }

    async handle(event: DomainEvent<E>, manager: EntityManager): Promise<void> {
      const fold = spec.events[event.name] as Fold<E> | undefined;
      if (!fold) return;
      const outbox = (): OutboxService => {
        if (!this.moduleRef) throw new Error(`${spec.name} was made without Nest: it has no outbox`);
        return this.moduleRef.get(OutboxService, { strict: false });
      };
      const result = await fold(event.payload, { event, manager, logger: this.logger, outbox });
      const changes: readonly ProjectionChange[] = !result ? [] : Array.isArray(result) ? result : [result];
      for (const change of changes) await applyChange(spec, manager, change, event.occurredAt);
    }
  }
  Object.defineProperty(Projection, 'name', { value: spec.name });
  OnDomainEvents(Object.keys(spec.events) as E[])(Projection);
  return Projection;
}

async function applyChange(
  spec: Partial<ProjectionTable> & { name: string },
  manager: EntityManager,
  change: ProjectionChange,
  occurredAt: string,
): Promise<void> {
  if (!spec.table || !spec.key) throw new Error(`${spec.name} keeps no table: its folds can only do their own work`);
  const table = spec as ProjectionTable;
  const tombstones = table.tombstones;
  if ('remove' in change) {
    if (!tombstones) throw new Error(`${spec.name} keeps no tombstones, so it cannot remove a row`);
    await lockAggregate(manager, table.table, change.remove);
    await manager.query(`DELETE FROM ${table.table} WHERE ${table.key} = $1`, [change.remove]);
    await manager.query(
      `INSERT INTO ${tombstones.table} (aggregate, aggregate_id, version) VALUES ($1, $2, $3)
       ON CONFLICT (aggregate, aggregate_id) DO UPDATE SET version = GREATEST(${tombstones.table}.version, EXCLUDED.version)`,
      [tombstones.aggregate, change.remove, change.version],
    );
    return;
  }
  if (tombstones) {
    await lockAggregate(manager, table.table, Number(change.id));
    const removed: unknown[] = await manager.query(
      `SELECT 1 FROM ${tombstones.table} WHERE aggregate = $1 AND aggregate_id = $2`,
      [tombstones.aggregate, change.id],
    );
    if (removed.length > 0) return;
  }
  const write = projectionWrite(table, change, occurredAt);
  if (write) await manager.query(write.sql, write.params);
}

/**
 * Serialises the writes of one aggregate to one projection until the transaction ends, so the tombstone check and
 * the write that follows cannot interleave with a concurrent removal.
 */
async function lockAggregate(manager: EntityManager, table: string, id: number): Promise<void> {
  await manager.query('SELECT pg_advisory_xact_lock(hashtext($1), $2)', [table, id]);
}

/**
 * The one write of a projection: `INSERT ... ON CONFLICT (key) DO UPDATE` (or an `UPDATE` of an `updateOnly`
 * table) where each group of columns the change sets takes the change only when it is newer than the group's
 * stored version (`newerVersion`), so an older event, or the same one again, leaves the newer state. A change
 * that sets nothing but a new row's columns is `DO NOTHING` on conflict. Null when there is nothing to write.
 */
export function projectionWrite(
  table: ProjectionTable,
  change: RowChange,
  occurredAt: string,
): { sql: string; params: unknown[] } | null {
  const values = new Map<string, unknown>([[table.key, change.id]]);
  /** The columns the change sets, each with its group's version and time; the others only start a new row. */
  const assigned = new Set<string>();
  const groups = new Set<ColumnGroup>();
  const unordered: string[] = [];
  const assign = (column: string, value: unknown) => {
    values.set(column, value);
    assigned.add(column);
  };
  for (const [column, value] of Object.entries(change.set ?? {})) {
    if (value === undefined) continue;
    assign(column, value);
    const group = groupOf(table, column);
    if (group) groups.add(group);
    else if (table.unordered?.includes(column)) unordered.push(column);
    else throw new Error(`${table.table}.${column} is in no group of its projection and not unordered`);
  }
  for (const group of groups) {
    if (typeof group.version === 'string') {
      if (change.version === undefined)
        throw new Error(`A change of ${table.table} sets ${group.version} without a version`);
      assign(group.version, change.version);
    } else if (!group.version.every((column) => assigned.has(column))) {
      throw new Error(
        `A change of ${table.table} sets part of the group of (${group.version.join(', ')}) without its version`,
      );
    }
    if (group.occurredAt) assign(group.occurredAt, occurredAt);
  }
  if (!table.updateOnly) {
    for (const [column, value] of Object.entries(change.insert ?? {})) {
      if (value !== undefined && !values.has(column)) values.set(column, value);
    }
  }

  const columns = [...values.keys()];
  const params = [...values.values()];
  const incoming = (column: string) => (table.updateOnly ? `$${columns.indexOf(column) + 1}` : `EXCLUDED.${column}`);
  const stored = (column: string) => `${table.table}.${column}`;
  const newer = (group: ColumnGroup) =>
    newerVersion(
      versionColumns(group).map(incoming),
      versionColumns(group).map((column) => `COALESCE(${stored(column)}, 0)`),
      group.occurredAt ? { incoming: incoming(group.occurredAt), stored: stored(group.occurredAt) } : undefined,
    );
  // One group alone is guarded by the WHERE; with more, each column by its own group's rule.
  const guardEach = groups.size > 1 || unordered.length > 0;
  const assignments = [...assigned].map((column) => {
    const group = groupOf(table, column);
    return group && guardEach
      ? `${column} = CASE WHEN ${newer(group)} THEN ${incoming(column)} ELSE ${stored(column)} END`
      : `${column} = ${incoming(column)}`;
  });
  if (assignments.length > 0 && table.touch) assignments.push(`${table.touch} = now()`);
  const where = unordered.length === 0 && groups.size > 0 ? [...groups].map(newer).join(' OR ') : '';

  if (table.updateOnly) {
    if (assignments.length === 0) return null;
    return {
      sql: `UPDATE ${table.table} SET ${assignments.join(', ')} WHERE ${table.key} = $1${where ? ` AND (${where})` : ''}`,
      params,
    };
  }
  const conflict =
    assignments.length === 0
      ? 'DO NOTHING'
      : `DO UPDATE SET ${assignments.join(', ')}${where ? ` WHERE ${where}` : ''}`;
  return {
    sql: `INSERT INTO ${table.table} (${columns.join(', ')}) VALUES (${columns.map((_, i) => `$${i + 1}`).join(', ')})
       ON CONFLICT (${table.key}) ${conflict}`,
    params,
  };
}

function groupOf(table: ProjectionTable, column: string): ColumnGroup | undefined {
  return table.groups?.find((group) => [...group.columns, ...versionColumns(group), group.occurredAt].includes(column));
}

function versionColumns(group: ColumnGroup): readonly string[] {
  return typeof group.version === 'string' ? [group.version] : group.version;
}
