import { createServer, IncomingMessage, RequestListener, Server, ServerResponse } from 'node:http';
import { Inject, Injectable, Logger, OnApplicationBootstrap, OnApplicationShutdown } from '@nestjs/common';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import { GATEWAY_CONFIG, GatewayConfig } from '../gateway.config';
import { responseServiceOf } from '../logging/route-service-tag';
import { RealtimeGateway } from '../realtime/realtime.gateway';

/**
 * The gateway's Prometheus metrics (issue 19): requests by the service that answered and status, with their
 * latency, open Socket.IO connections, and the process's own figures. Served on METRICS_PORT, a port of its own:
 * the public port has no /metrics (it answers 404 there), so the figures never leave through it.
 */
@Injectable()
export class GatewayMetrics implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(GatewayMetrics.name);
  readonly registry = new Registry();
  private readonly requests: Histogram<'service' | 'status'>;
  private server?: Server;

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    realtime: RealtimeGateway,
  ) {
    this.registry.setDefaultLabels({ service: 'gateway' });
    collectDefaultMetrics({ register: this.registry });
    this.requests = new Histogram({
      name: 'http_request_duration_seconds',
      help: 'Requests through the gateway by the service that answered (gateway: its own) and status',
      labelNames: ['service', 'status'],
      buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5],
      registers: [this.registry],
    });
    new Gauge({
      name: 'socketio_open_sockets',
      help: 'Socket.IO connections open on this gateway process',
      registers: [this.registry],
      collect: function (this: Gauge) {
        this.set(realtime.server?.engine.clientsCount ?? 0);
      },
    });
  }

  /** Wraps the server's request listener: every request is timed, whichever path answers it. */
  timed(listener: RequestListener): RequestListener {
    return (request: IncomingMessage, response: ServerResponse) => {
      const end = this.requests.startTimer();
      response.once('finish', () => end({ service: responseServiceOf(response), status: String(response.statusCode) }));
      listener(request, response);
    };
  }

  async onApplicationBootstrap(): Promise<void> {
    const port = this.config.METRICS_PORT;
    if (port === undefined) return;
    this.server = createServer((request, response) => {
      if (request.method !== 'GET' || request.url?.split('?')[0] !== '/metrics') {
        response.writeHead(404, { 'content-type': 'text/plain' }).end('Not found');
        return;
      }
      this.registry.metrics().then(
        (text) => response.writeHead(200, { 'content-type': this.registry.contentType }).end(text),
        (error: unknown) => {
          this.logger.error({ err: error }, 'Metrics could not be collected');
          response.writeHead(500).end();
        },
      );
    });
    await new Promise<void>((resolve, reject) => {
      this.server!.once('error', reject);
      this.server!.listen(port, this.config.METRICS_HOST, resolve);
    });
    this.logger.log(`Metrics on http://${this.config.METRICS_HOST}:${port}/metrics`);
  }

  async onApplicationShutdown(): Promise<void> {
    if (!this.server) return;
    await new Promise<void>((resolve) => this.server!.close(() => resolve()));
  }
}
