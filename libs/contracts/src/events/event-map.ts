import { z } from 'zod';
import { billingEvents } from './billing.events';
import { catalogEvents } from './catalog.events';
import { chatEvents } from './chat.events';
import { EventActor } from './event-envelope';
import { identityEvents } from './identity.events';
import { reviewsEvents } from './reviews.events';

/**
 * Every event of the system: name to payload schema. Publishing and handling are typed from this map,
 * so a wrong name or payload does not compile.
 */
export const eventSchemas = {
  ...identityEvents,
  ...catalogEvents,
  ...reviewsEvents,
  ...chatEvents,
  ...billingEvents,
} as const;

export type EventName = keyof typeof eventSchemas;
export type EventPayload<N extends EventName> = z.infer<(typeof eventSchemas)[N]>;

export interface DomainEvent<N extends EventName = EventName> {
  id: string;
  name: N;
  occurredAt: string;
  actor?: EventActor;
  payload: EventPayload<N>;
}

export const eventNames = Object.keys(eventSchemas) as EventName[];

export function isEventName(name: string): name is EventName {
  return Object.prototype.hasOwnProperty.call(eventSchemas, name);
}
