import { Injectable, Type } from '@nestjs/common';
import { DomainEvent, EventName } from '@app/contracts';
import { EntityManager } from 'typeorm';

/**
 * A consumer of one event, one class per file. `handle` runs inside the transaction that also records the event in
 * the inbox, so its effect and the "handled" mark commit together; write through `manager` only.
 * The class name is the inbox key: renaming a handler makes it see already-handled events again.
 */
export interface EventHandler<N extends EventName = EventName> {
  handle(event: DomainEvent<N>, manager: EntityManager): Promise<void>;
  /**
   * False when `handle` would change nothing for this event (decided from the event alone): the consumer then
   * neither calls it nor writes its inbox row, and runs no transaction when no handler of the event is concerned.
   * Only for events whose handling is a no-op by their content: a skipped event is never handled later.
   */
  concerns?(event: DomainEvent<N>): boolean;
  /**
   * True for a handler with an effect outside the transaction (a mail queued in `handle`): its events are handled
   * one at a time, never in a batch, whose rollback because of another event would repeat that effect.
   */
  readonly handlesAlone?: boolean;
  /**
   * Several events at once, in delivery order, in the transaction of a batch of deliveries (the consumer's batches):
   * for a handler that can write the rows of many events in one statement where `handle` writes one per event. Must
   * have the effect of `handle` on each in turn. Without it, or for a single event, the consumer calls `handle`.
   */
  handleBatch?(events: readonly DomainEvent<N>[], manager: EntityManager): Promise<void>;
  /**
   * Events of this handler it no longer subscribes to, though it still handles one that arrives: the service's
   * queue is unbound from them, so the broker stops routing new ones there, and those already queued when a
   * version of the service with this list replaces one without it are handled as before.
   */
  readonly retiredEvents?: readonly N[];
}

const HANDLED_EVENTS = Symbol('messaging:handled-events');

/**
 * Marks a class as the handler of one event (named so it does not clash with @nestjs/event-emitter's `OnEvent`).
 * The class must implement `EventHandler<N>` for that very event, or it does not compile. Also makes it injectable.
 *
 *   @OnDomainEvent('review.created')
 *   export class OnReviewCreatedHandler implements EventHandler<'review.created'> { ... }
 */
export function OnDomainEvent<N extends EventName>(name: N) {
  return OnDomainEvents<N>([name]);
}

/**
 * Marks a class as the handler of several events (for example an audit trail of every event): the queue is bound
 * to each, and the handler is called for each with its validated payload. Its inbox key is still its class name.
 */
export function OnDomainEvents<N extends EventName>(names: readonly N[]) {
  return <T extends abstract new (...args: any[]) => EventHandler<N>>(target: T): void => {
    Reflect.defineMetadata(HANDLED_EVENTS, [...new Set(names)], target);
    Injectable()(target);
  };
}

/** The events a handler class (or instance) was declared for; empty without `@OnDomainEvent(s)`. */
export function handledEventsOf(handler: Type<unknown> | object): EventName[] {
  const target = typeof handler === 'function' ? handler : handler.constructor;
  return (Reflect.getMetadata(HANDLED_EVENTS, target) as EventName[] | undefined) ?? [];
}

/** The inbox key of a handler: its class name. */
export function handlerKeyOf(handler: object): string {
  return handler.constructor.name;
}
