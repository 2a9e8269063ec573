import { Agent } from 'node:http';
import { Inject, Injectable, OnApplicationShutdown } from '@nestjs/common';
import { Pool } from 'undici';
import { GATEWAY_CONFIG, GatewayConfig, serviceUrlsOf } from '../gateway.config';
import { SERVICE_NAMES, ServiceName } from '../routing/service-name';

export interface Upstream {
  service: ServiceName;
  /** scheme://host:port of the service. */
  origin: string;
  hostname: string;
  port: number;
  /** Path prefix of the service URL without a trailing slash ('' for http://host:port). */
  basePath: string;
  /**
   * The proxy's keep-alive pool for this service (undici: less CPU a proxied request than node:http's client, see
   * decisions.md), one per service so that a busy service cannot starve the others of sockets.
   */
  pool: Pool;
  /** node:http's pool for the gateway's own small calls to the service (sessions, health, the pages' meta). */
  agent: Agent;
}

/** Sockets per service; above it requests queue in the agent instead of opening more connections. */
export const MAX_SOCKETS_PER_SERVICE = 256;

/**
 * Idle pooled sockets are closed after this long, or sooner when the service announces a shorter
 * `Keep-Alive: timeout=N` (Node then closes them a second before the service would: no reuse of a dying socket).
 */
export const IDLE_SOCKET_TIMEOUT_MS = 15_000;

function upstreamOf(service: ServiceName, url: string): Upstream {
  const parsed = new URL(url);
  return {
    service,
    origin: parsed.origin,
    pool: new Pool(parsed.origin, {
      connections: MAX_SOCKETS_PER_SERVICE,
      pipelining: 1,
      // As the agent's idle timeout; a service's shorter `Keep-Alive: timeout=N` still wins (less undici's margin).
      keepAliveTimeout: IDLE_SOCKET_TIMEOUT_MS,
      keepAliveMaxTimeout: IDLE_SOCKET_TIMEOUT_MS,
    }),
    hostname: parsed.hostname.replace(/^\[|\]$/g, ''),
    port: parsed.port ? Number(parsed.port) : 80,
    basePath: parsed.pathname.replace(/\/+$/, ''),
    agent: new Agent({
      keepAlive: true,
      keepAliveMsecs: 1000,
      maxSockets: MAX_SOCKETS_PER_SERVICE,
      // Keep every socket a burst opened (they close after IDLE_SOCKET_TIMEOUT_MS idle): with fewer kept than
      // clients in flight, each burst closes sockets and the next opens them again (a connect per request at 50).
      maxFreeSockets: MAX_SOCKETS_PER_SERVICE,
      scheduling: 'lifo',
      timeout: IDLE_SOCKET_TIMEOUT_MS,
      // No Nagle delay: a request's head and a small body must leave at once, not wait for an ACK.
      noDelay: true,
    }),
  };
}

/** Where each service lives and its connection pool. */
@Injectable()
export class UpstreamRegistry implements OnApplicationShutdown {
  private readonly upstreams: ReadonlyMap<ServiceName, Upstream>;

  constructor(@Inject(GATEWAY_CONFIG) config: GatewayConfig) {
    const urls = serviceUrlsOf(config);
    this.upstreams = new Map(SERVICE_NAMES.map((service) => [service, upstreamOf(service, urls[service])]));
  }

  get(service: ServiceName): Upstream {
    const upstream = this.upstreams.get(service);
    if (!upstream) throw new Error(`No upstream for service ${service}`);
    return upstream;
  }

  all(): Upstream[] {
    return [...this.upstreams.values()];
  }

  async onApplicationShutdown(): Promise<void> {
    for (const upstream of this.upstreams.values()) upstream.agent.destroy();
    await Promise.all([...this.upstreams.values()].map((upstream) => upstream.pool.destroy()));
  }
}
