import { DomainEvent } from '@app/contracts';

export type BrokerState = 'up' | 'down' | 'in-process';

/** What a transport reports when it gives up on a message. */
export interface DeadLetter {
  /** The message body as received (JSON text of the envelope when it is one). */
  body: string;
  error: string;
  /** Handlings tried (MAX_ATTEMPTS, or fewer for a poison message). */
  attempts: number;
  /** Class names of the handlers that failed, when known. */
  handlers: string[];
}

/** A parked message sent back to the consumer of the service that parked it. */
export interface Redelivery {
  service: string;
  /** JSON text of the envelope. */
  body: string;
  eventId: string;
  eventName: string;
  /** The dead-letter row it comes from, carried in a header for the logs. */
  deadLetterId: string;
}

/** A service's consumer as the transports see it. */
export interface EventSubscription {
  readonly service: string;
  /** Exact event names (routing keys) the service consumes. */
  readonly eventNames: readonly string[];
  /** Event names the service consumed before and no longer does: a broker's queue is unbound from them. */
  readonly retiredEventNames?: readonly string[];
  /** Back-off between attempts; the transport applies it. */
  readonly retryDelaysMs: readonly number[];
  /**
   * Handles one delivery (attempt is 1-based). Resolves once every handler's transaction has committed; rejects to
   * ask for a retry, or with a poison error (see `isPoison`) to dead-letter at once.
   */
  process(body: string, attempt: number): Promise<void>;
  /**
   * Handles several deliveries at once, all or nothing (one transaction): resolves once it committed; rejects when
   * any of them fails, and then nothing of it took effect and the transport calls `process` for each of them.
   * Optional: without it every delivery goes through `process`.
   */
  processBatch?(deliveries: ReadonlyArray<{ body: string; attempt: number }>): Promise<void>;
  /** Records a parked message (best effort; the transport has already parked or will drop it). */
  deadLetter(letter: DeadLetter): Promise<void>;
}

/** AMQP or in-process: publishing with confirmation, and delivery to subscriptions. */
export interface EventTransport {
  readonly kind: 'amqp' | 'in-process';
  start(): Promise<void>;
  /** True when a publish now can succeed (connected); the relay leaves rows in the outbox otherwise. */
  canPublish(): boolean;
  /** Resolves once the broker confirmed the message; rejects (on time) when it cannot. */
  publish(event: DomainEvent): Promise<void>;
  subscribe(subscription: EventSubscription): Promise<void>;
  /**
   * Hands a stored message to one service's own consumer again (a dead-letter replay), not to every subscriber of
   * its event; resolves once the broker confirmed it. It arrives as a fresh delivery: attempts count from 1.
   */
  redeliver(letter: Redelivery): Promise<void>;
  state(): BrokerState;
  /** Stops consuming, waits for in-flight handlings, closes connections. */
  stop(): Promise<void>;
}
