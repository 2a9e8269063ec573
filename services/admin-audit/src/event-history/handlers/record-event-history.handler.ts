import { EntityManager } from 'typeorm';
import { DomainEvent, eventNames } from '@app/contracts';
import { EventHandler, OnDomainEvents } from '@app/messaging';
import { EventHistoryEntry } from '../event-history-entry.entity';

/** Keeps every event in the event history; the inbox makes a redelivered event a no-op. */
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
  }
}
