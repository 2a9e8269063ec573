import { request as httpRequest } from 'node:http';
import { Injectable } from '@nestjs/common';
import { Upstream, UpstreamRegistry } from '../proxy/upstream-registry';
import type { ServiceName } from '../routing/service-name';

/** How long /ready waits for one service's /health. */
export const SERVICE_HEALTH_TIMEOUT_MS = 1500;
/** How long one round of checks answers every /ready: a flood of probes costs each service one check a second. */
export const READY_RESULT_REUSE_MS = 1000;

export type ServiceStatus = 'up' | 'down';

function checkHealth(upstream: Upstream): Promise<ServiceStatus> {
  return new Promise((resolve) => {
    const probe = httpRequest(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        path: `${upstream.basePath}/health`,
        method: 'GET',
        agent: upstream.agent,
        timeout: SERVICE_HEALTH_TIMEOUT_MS,
      },
      (response) => {
        response.resume();
        const status = response.statusCode ?? 0;
        resolve(status >= 200 && status < 300 ? 'up' : 'down');
      },
    );
    probe.on('timeout', () => probe.destroy(new Error('timed out')));
    probe.on('error', () => resolve('down'));
    probe.end();
  });
}

type Statuses = Record<ServiceName, ServiceStatus>;

@Injectable()
export class ReadinessService {
  private running: Promise<Statuses> | null = null;
  private settled: { statuses: Statuses; at: number } | null = null;

  constructor(private readonly upstreams: UpstreamRegistry) {}

  /**
   * Each service's liveness, checked in parallel: the callers while a round runs share it, and its answer serves
   * for READY_RESULT_REUSE_MS after it came (the services' /ready keeps the same habit, RecentResult).
   */
  check(): Promise<Statuses> {
    if (this.running) return this.running;
    if (this.settled && Date.now() - this.settled.at < READY_RESULT_REUSE_MS)
      return Promise.resolve(this.settled.statuses);
    const running = this.checkAll().then((statuses) => {
      this.settled = { statuses, at: Date.now() };
      return statuses;
    });
    this.running = running.finally(() => {
      this.running = null;
    });
    return this.running;
  }

  private async checkAll(): Promise<Statuses> {
    const results = await Promise.all(
      this.upstreams.all().map(async (upstream) => [upstream.service, await checkHealth(upstream)] as const),
    );
    return Object.fromEntries(results) as Statuses;
  }
}
