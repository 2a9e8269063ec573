import { z } from 'zod';

/**
 * An aggregate's version (a person in identity, a shop in catalog): the producer bumps it by one with each event of
 * the aggregate that other services keep, in the transaction that writes the event to its outbox, so a projection
 * keeps the state of the highest version it has seen whatever the arrival order (docs/architecture.md, Events).
 * Optional only for events written before versions existed; consumers read a missing version as 0.
 */
export const aggregateVersionSchema = z.number().int().positive().optional();

/** The ordering key of an event for its aggregate: its version, 0 for an event written before versions existed. */
export function versionOf(payload: { version?: number }): number {
  return payload.version ?? 0;
}
