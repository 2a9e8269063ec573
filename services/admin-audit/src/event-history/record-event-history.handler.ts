import { EntityManager } from 'typeorm';
import { DomainEvent, eventNames } from '@app/contracts';
import { EventHandler, OnDomainEvents } from '@app/messaging';
import { projectEvent } from '../read-models/project-event';
import { EventHistoryEntry } from './event-history-entry.entity';

/**
 * Keeps every event in the event history and applies it to the read models in the same transaction as the inbox
 * row; the inbox makes a redelivered event a no-op. One transaction for both means the rebuild, which locks the
 * history while it replays, never misses or doubles an event handled meanwhile.
 */
@OnDomainEvents(eventNames)
export class RecordEventHistoryHandler implements EventHandler {
  async handle(event: DomainEvent, manager: EntityManager): Promise<void> {
    await manager.insert(EventHistoryEntry, {
      eventId: event.id,
      name: event.name,
      occurredAt: new Date(event.occurredAt),
      actor: event.actor ?? null,
      payload: event.payload,
    });
    await projectEvent(manager, event);
  }
}
