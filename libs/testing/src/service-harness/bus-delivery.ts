import { randomUUID } from 'node:crypto';
import { DomainEvent, EventActor, EventName, EventPayload } from '@app/contracts';
import { inProcessBus } from '@app/messaging';

export interface DeliveryOptions {
  /** When the event happened (its `occurredAt`); now by default. */
  at?: Date;
  /** Who caused it, as the producing service would stamp it. */
  actor?: EventActor;
}

/**
 * Hands an event of another service to the apps listening on `namespace` through the in-process bus (the path
 * the broker's consumer takes: inbox, handlers), and waits until they have handled it.
 */
export async function deliverEvent<N extends EventName>(
  namespace: string,
  name: N,
  payload: EventPayload<N>,
  options: DeliveryOptions = {},
): Promise<void> {
  const event: DomainEvent<N> = {
    id: randomUUID(),
    name,
    occurredAt: (options.at ?? new Date()).toISOString(),
    ...(options.actor ? { actor: options.actor } : {}),
    payload,
  };
  inProcessBus.publish(namespace, event as DomainEvent);
  await inProcessBus.idle();
}
