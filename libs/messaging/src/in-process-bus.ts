import { Logger } from '@nestjs/common';
import { DomainEvent } from '@app/contracts';
import { BrokerState, EventSubscription, EventTransport, Redelivery } from './event-transport';
import { describeError, failedHandlersOf, isPoison } from './messaging.errors';
import { MAX_ATTEMPTS, retryDelayMs } from './messaging.constants';

interface BusEntry {
  readonly namespace: string;
  readonly subscription: EventSubscription;
  active: boolean;
  /** Scheduled deliveries and retries, cancelled on unsubscribe. */
  readonly scheduled: Set<() => void>;
  readonly inFlight: Set<Promise<void>>;
}

/**
 * The event bus of the embedded mode, where every service lives in one Node process: routes each event by its exact
 * name to every subscribed service (of the same namespace), asynchronously, at least once while the process lives,
 * with retries and back-off on timers and a dead letter after MAX_ATTEMPTS. Events travel as JSON text, exactly as
 * they would through RabbitMQ. Use the process-wide `inProcessBus`; separate instances exist for unit tests.
 *
 * A service that has not subscribed yet misses what is published meanwhile, so a launcher that starts several
 * services should `pause()` the bus before starting them and `resume()` it once all have started.
 */
export class InProcessBus {
  private readonly logger = new Logger(InProcessBus.name);
  private readonly entries = new Map<string, BusEntry>();
  private paused = false;
  private held: Array<{ namespace: string; name: string; body: string }> = [];

  subscribe(namespace: string, subscription: EventSubscription): () => Promise<void> {
    const key = `${namespace}${subscription.service}`;
    if (this.entries.has(key)) throw new Error(`Service ${key} is already subscribed to the in-process bus`);
    const entry: BusEntry = { namespace, subscription, active: true, scheduled: new Set(), inFlight: new Set() };
    this.entries.set(key, entry);
    return async () => {
      if (!entry.active) return;
      entry.active = false;
      this.entries.delete(key);
      if (entry.scheduled.size > 0) {
        this.logger.warn(`${key} stopped with ${entry.scheduled.size} deliveries or retries pending; they are dropped`);
      }
      for (const cancel of entry.scheduled) cancel();
      entry.scheduled.clear();
      await Promise.allSettled([...entry.inFlight]);
    };
  }

  /** Accepts an event for every service subscribed to its name; delivery happens later (never inside this call). */
  publish(namespace: string, event: DomainEvent): void {
    const body = JSON.stringify(event);
    if (this.paused) {
      this.held.push({ namespace, name: event.name, body });
      return;
    }
    this.route(namespace, event.name, body);
  }

  /**
   * Hands a message to one subscribed service only (a dead-letter replay), as a first attempt; rejects when that
   * service is not subscribed in this process, since nobody would ever handle it.
   */
  deliverTo(namespace: string, service: string, body: string): void {
    const entry = this.entries.get(`${namespace}${service}`);
    if (!entry) throw new Error(`Service ${namespace}${service} is not subscribed to the in-process bus`);
    this.schedule(entry, 0, () => this.deliver(entry, body, 1));
  }

  /** Holds published events (in order) until `resume()`. */
  pause(): void {
    this.paused = true;
  }

  resume(): void {
    this.paused = false;
    const held = this.held;
    this.held = [];
    for (const { namespace, name, body } of held) this.route(namespace, name, body);
  }

  /** Resolves when nothing is scheduled or running (retries included); for tests and orderly shutdowns. */
  async idle(): Promise<void> {
    for (;;) {
      const entries = [...this.entries.values()];
      const inFlight = entries.flatMap((entry) => [...entry.inFlight]);
      const scheduled = entries.some((entry) => entry.scheduled.size > 0);
      if (inFlight.length === 0 && !scheduled) return;
      if (inFlight.length > 0) await Promise.allSettled(inFlight);
      else await new Promise((resolve) => setTimeout(resolve, 5));
    }
  }

  private route(namespace: string, name: string, body: string): void {
    for (const entry of this.entries.values()) {
      if (entry.namespace === namespace && entry.subscription.eventNames.includes(name)) {
        this.schedule(entry, 0, () => this.deliver(entry, body, 1));
      }
    }
  }

  private schedule(entry: BusEntry, delayMs: number, run: () => void): void {
    const fire = () => {
      entry.scheduled.delete(cancel);
      if (entry.active) run();
    };
    let cancel: () => void;
    if (delayMs <= 0) {
      const immediate = setImmediate(fire);
      cancel = () => clearImmediate(immediate);
    } else {
      const timer = setTimeout(fire, delayMs);
      cancel = () => clearTimeout(timer);
    }
    entry.scheduled.add(cancel);
  }

  private deliver(entry: BusEntry, body: string, attempt: number): void {
    const running = this.attempt(entry, body, attempt).finally(() => entry.inFlight.delete(running));
    entry.inFlight.add(running);
  }

  private async attempt(entry: BusEntry, body: string, attempt: number): Promise<void> {
    const { subscription } = entry;
    try {
      await subscription.process(body, attempt);
      return;
    } catch (error) {
      const reason = describeError(error);
      if (isPoison(error) || attempt >= MAX_ATTEMPTS) {
        this.logger.error(`${subscription.service} parks a message after ${attempt} attempt(s): ${reason}`);
        try {
          await subscription.deadLetter({ body, error: reason, attempts: attempt, handlers: failedHandlersOf(error) });
        } catch (recordError) {
          this.logger.error(`${subscription.service} could not record a dead letter: ${describeError(recordError)}`);
        }
        return;
      }
      const delay = retryDelayMs(subscription.retryDelaysMs, attempt);
      this.logger.warn(`${subscription.service} attempt ${attempt} failed, retrying in ${delay} ms: ${reason}`);
      if (entry.active) this.schedule(entry, delay, () => this.deliver(entry, body, attempt + 1));
    }
  }
}

/** The process-wide bus shared by every service of an embedded process. */
export const inProcessBus = new InProcessBus();

/** The transport of the embedded mode: publishes to the shared in-process bus; "confirmed" once accepted. */
export class InProcessTransport implements EventTransport {
  readonly kind = 'in-process' as const;
  private readonly unsubscribes: Array<() => Promise<void>> = [];

  constructor(
    private readonly namespace = '',
    private readonly bus: InProcessBus = inProcessBus,
  ) {}

  async start(): Promise<void> {}

  canPublish(): boolean {
    return true;
  }

  async publish(event: DomainEvent): Promise<void> {
    this.bus.publish(this.namespace, event);
  }

  async redeliver(letter: Redelivery): Promise<void> {
    this.bus.deliverTo(this.namespace, letter.service, letter.body);
  }

  async subscribe(subscription: EventSubscription): Promise<void> {
    this.unsubscribes.push(this.bus.subscribe(this.namespace, subscription));
  }

  state(): BrokerState {
    return 'in-process';
  }

  async stop(): Promise<void> {
    const unsubscribes = this.unsubscribes.splice(0);
    await Promise.all(unsubscribes.map((unsubscribe) => unsubscribe()));
  }
}
