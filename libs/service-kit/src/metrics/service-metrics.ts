import { Inject, Injectable, Optional } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { NextFunction, Request, Response } from 'express';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { DataSource } from 'typeorm';
import { MessagingRuntime, messagingTables } from '@app/messaging';

export const METRICS_SERVICE_NAME = Symbol('METRICS_SERVICE_NAME');

/** The pg pool TypeORM keeps (node-postgres), as far as the figures go. */
interface PoolFigures {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

/**
 * A service's Prometheus metrics (issue 19), in a registry of its own (the embedded host runs six services in one
 * process): requests by route and status with their latency, the outbox's backlog and its oldest event's age, the
 * parked (dead-letter) events, the consumer's lag (the last handled event's age when done) and count, the database
 * pool, and the process's own figures. Database figures are read when
 * Prometheus scrapes, never on a request path.
 */
@Injectable()
export class ServiceMetrics {
  readonly registry = new Registry();
  private readonly requests: Histogram<'method' | 'route' | 'status'>;

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @Inject(METRICS_SERVICE_NAME) service: string,
    @Optional() messaging?: MessagingRuntime,
  ) {
    this.registry.setDefaultLabels({ service });
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'HTTP requests by route pattern, method and status, with their duration',
      labelNames: ['method', 'route', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    const tables = () => messagingTables(this.schema());
    new Gauge({
      name: 'outbox_unpublished_events',
      help: 'Events written to the outbox and not yet confirmed by the broker',
      registers: [this.registry],
      collect: async function (this: Gauge) {
        this.set(
          await countOf(dataSource, `SELECT count(*)::int AS n FROM ${tables().outbox} WHERE published_at IS NULL`),
        );
      },
    });
    new Gauge({
      name: 'outbox_oldest_unpublished_age_seconds',
      help: 'Age of the oldest event still waiting in the outbox (0 when none waits)',
      registers: [this.registry],
      collect: async function (this: Gauge) {
        this.set(
          await countOf(
            dataSource,
            `SELECT coalesce(extract(epoch FROM now() - min(occurred_at)), 0)::float AS n
             FROM ${tables().outbox} WHERE published_at IS NULL`,
          ),
        );
      },
    });
    new Gauge({
      name: 'dead_letter_events',
      help: 'Events parked after their last retry, not replayed yet',
      registers: [this.registry],
      collect: async function (this: Gauge) {
        this.set(
          await countOf(dataSource, `SELECT count(*)::int AS n FROM ${tables().deadLetters} WHERE replayed_at IS NULL`),
        );
      },
    });
    new Gauge({
      name: 'event_consumer_lag_seconds',
      help: 'Time from an event occurring to this service having handled it, for the last event handled',
      registers: [this.registry],
      collect: function (this: Gauge) {
        this.set(messaging?.consumer.lastLagSeconds ?? 0);
      },
    });
    new Gauge({
      name: 'events_handled',
      help: 'Events this process has handled since it started (every handler of the event done)',
      registers: [this.registry],
      collect: function (this: Gauge) {
        this.set(messaging?.consumer.handledEvents ?? 0);
      },
    });
    const pool = () => (dataSource.driver as unknown as { master?: PoolFigures }).master;
    new Gauge({
      name: 'db_pool_connections',
      help: 'Database pool connections by state: total, idle, and requests waiting for one',
      labelNames: ['state'],
      registers: [this.registry],
      collect: function (this: Gauge<'state'>) {
        const figures = pool();
        if (!figures) return;
        this.set({ state: 'total' }, figures.totalCount);
        this.set({ state: 'idle' }, figures.idleCount);
        this.set({ state: 'waiting' }, figures.waitingCount);
      },
    });
  }

  /** Express middleware timing every request; the route is the matched pattern, so ids do not multiply series. */
  readonly middleware = (request: Request, response: Response, next: NextFunction): void => {
    this.timeRequest(request, response, () => (request.route as { path?: string } | undefined)?.path ?? 'unmatched');
    next();
  };

  /** Times one request until its answer is sent, under the route pattern `routeOf` names then. */
  timeRequest(request: IncomingMessage, response: ServerResponse, routeOf: () => string): void {
    const end = this.requests.startTimer();
    response.once('finish', () => {
      end({ method: request.method ?? 'GET', route: routeOf(), status: String(response.statusCode) });
    });
  }

  private schema(): string {
    return (this.dataSource.options as { schema?: string }).schema ?? 'public';
  }
}

async function countOf(dataSource: DataSource, sql: string): Promise<number> {
  const rows: Array<{ n: number | string }> = await dataSource.query(sql);
  return Number(rows[0]?.n ?? 0);
}
