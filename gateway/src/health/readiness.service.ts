import { request as httpRequest } from 'node:http';
import { Injectable } from '@nestjs/common';
import { Upstream, UpstreamRegistry } from '../proxy/upstream-registry';
import type { ServiceName } from '../routing/service-name';

/** How long /ready waits for one service's /health. */
export const SERVICE_HEALTH_TIMEOUT_MS = 1500;

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

@Injectable()
export class ReadinessService {
  constructor(private readonly upstreams: UpstreamRegistry) {}

  /** Each service's liveness, checked in parallel. */
  async check(): Promise<Record<ServiceName, ServiceStatus>> {
    const results = await Promise.all(
      this.upstreams.all().map(async (upstream) => [upstream.service, await checkHealth(upstream)] as const),
    );
    return Object.fromEntries(results) as Record<ServiceName, ServiceStatus>;
  }
}
