const SCHEMA_NAME = /^[a-z_][a-z0-9_]{0,62}$/;

/**
 * DDL of the messaging tables in a service's own schema; the single owner of that DDL. Each service calls it from
 * its first TypeORM migration (the schema itself is created by that migration before):
 *
 *   up: for (const sql of messagingTablesSql('catalog').up) await queryRunner.query(sql);
 */
export function messagingTablesSql(schema: string): { up: string[]; down: string[] } {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  const s = `"${schema}"`;
  return {
    up: [
      `CREATE TABLE ${s}."outbox_events" (
        "id" uuid PRIMARY KEY,
        "name" varchar(100) NOT NULL,
        "payload" jsonb NOT NULL,
        "actor" jsonb NULL,
        "occurred_at" timestamptz NOT NULL,
        "published_at" timestamptz NULL,
        "attempts" integer NOT NULL DEFAULT 0,
        "last_error" text NULL
      )`,
      `CREATE INDEX "outbox_events_unpublished_idx" ON ${s}."outbox_events" ("occurred_at") WHERE "published_at" IS NULL`,
      `CREATE TABLE ${s}."inbox_events" (
        "event_id" uuid NOT NULL,
        "handler" varchar(200) NOT NULL,
        "handled_at" timestamptz NOT NULL DEFAULT now(),
        PRIMARY KEY ("event_id", "handler")
      )`,
      `CREATE TABLE ${s}."dead_letter_events" (
        "id" uuid PRIMARY KEY,
        "event_id" uuid NULL,
        "event_name" varchar(100) NULL,
        "handler" varchar(500) NULL,
        "envelope" jsonb NOT NULL,
        "error" text NOT NULL,
        "attempts" integer NOT NULL,
        "failed_at" timestamptz NOT NULL DEFAULT now(),
        "replayed_at" timestamptz NULL
      )`,
      `CREATE INDEX "dead_letter_events_failed_at_idx" ON ${s}."dead_letter_events" ("failed_at")`,
    ],
    down: [`DROP TABLE ${s}."dead_letter_events"`, `DROP TABLE ${s}."inbox_events"`, `DROP TABLE ${s}."outbox_events"`],
  };
}

/**
 * DDL of the replay bookkeeping on `dead_letter_events` (who replayed a parked event and when), added after the
 * tables above existed in deployed databases; the service kit runs it as every service's second messaging
 * migration. `replayed_at` itself was part of the first table.
 */
export function deadLetterReplaySql(schema: string): { up: string[]; down: string[] } {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  const table = `"${schema}"."dead_letter_events"`;
  return {
    up: [`ALTER TABLE ${table} ADD COLUMN IF NOT EXISTS "replayed_by" integer NULL`],
    down: [`ALTER TABLE ${table} DROP COLUMN IF EXISTS "replayed_by"`],
  };
}

/**
 * DDL of the outbox's insertion order: `position` breaks ties between rows of the same `occurred_at` (a clock with
 * millisecond steps), so two events a service wrote in one millisecond go out in the order it wrote them rather
 * than in the order of their random ids. The relay's index covers the new order.
 */
export function outboxPositionSql(schema: string): { up: string[]; down: string[] } {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  const s = `"${schema}"`;
  return {
    up: [
      `ALTER TABLE ${s}."outbox_events" ADD COLUMN IF NOT EXISTS "position" bigint GENERATED ALWAYS AS IDENTITY`,
      `DROP INDEX IF EXISTS ${s}."outbox_events_unpublished_idx"`,
      `CREATE INDEX "outbox_events_unpublished_idx" ON ${s}."outbox_events" ("occurred_at", "position") WHERE "published_at" IS NULL`,
    ],
    down: [
      `DROP INDEX IF EXISTS ${s}."outbox_events_unpublished_idx"`,
      `CREATE INDEX "outbox_events_unpublished_idx" ON ${s}."outbox_events" ("occurred_at") WHERE "published_at" IS NULL`,
      `ALTER TABLE ${s}."outbox_events" DROP COLUMN IF EXISTS "position"`,
    ],
  };
}

/** Schema-qualified table names, for the library's own queries. */
export function messagingTables(schema: string): { outbox: string; inbox: string; deadLetters: string } {
  if (!SCHEMA_NAME.test(schema)) throw new Error(`Invalid schema name "${schema}"`);
  return {
    outbox: `"${schema}"."outbox_events"`,
    inbox: `"${schema}"."inbox_events"`,
    deadLetters: `"${schema}"."dead_letter_events"`,
  };
}
