import { INestApplication } from '@nestjs/common';
import { Client } from 'pg';
import request from 'supertest';
import { RequestClient, RequestIdentity } from '@app/auth-context';
import { Env } from '@app/config';
import { EventName, EventPayload } from '@app/contracts';
import { ServiceDefinition } from '@app/service-kit';
import { TestDatabase } from '../test-database';
import { DeliveryOptions } from './bus-delivery';
import { HarnessExtras } from './harness-extra';
import { OutboxRow } from './outbox-rows';

export interface ServiceHarnessOptions<E extends HarnessExtras> {
  /** The service to run (name, config schema, root module); passed in, since libs never import a service. */
  service: ServiceDefinition<any>;
  /** The service's Postgres schema, where its outbox is. */
  schema: string;
  /** Names the run's database and bus namespace. */
  label: string;
  /** The test's own variables, over those the harness sets. */
  env?: Env;
  /** Servers and folders the service needs besides Postgres, each a field of the harness under its key. */
  extras?: E;
  /** Starts on this database and leaves it at stop (an app restarted on one database); by default a fresh one. */
  database?: TestDatabase;
}

/** A service app on its own database and bus namespace, called in-process as the gateway would call it. */
export interface ServiceHarness {
  app: INestApplication;
  /** EVENTS_NAMESPACE of the run: a second app started on it hears this one's events. */
  namespace: string;
  /** INTERNAL_SECRET of the run. */
  secret: string;
  sql: Client;
  http(): ReturnType<typeof request>;
  /** The gateway's identity headers for a person, and for the client's IP and user agent when given. */
  signed(identity: Partial<RequestIdentity>, client?: RequestClient): Record<string, string>;
  /** The gateway's internal call signature. */
  internal(): Record<string, string>;
  /** Delivers an event of another service through the bus and waits until this one handled it. */
  deliver<N extends EventName>(name: N, payload: EventPayload<N>, options?: DeliveryOptions): Promise<void>;
  /** The service's outbox rows of an event name, oldest first. */
  outbox(name: string): Promise<OutboxRow[]>;
  stop(): Promise<void>;
}
