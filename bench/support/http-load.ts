import { Agent, request } from 'node:http';
import autocannon from 'autocannon';

export interface LoadFigures extends Record<string, number> {
  rps: number;
  p50: number;
  p95: number;
  p99: number;
  /** Socket errors, timeouts and answers other than 2xx. */
  errors: number;
  /** Answers 2xx: the views a shop page load counted. */
  succeeded: number;
}

export interface LoadSettings {
  connections: number;
  durationSeconds: number;
  /** Stop after this many requests instead of after the duration: every request sent is answered and counted. */
  amount?: number;
  headers?: Record<string, string>;
}

/**
 * autocannon against `baseUrl` with a path per request from `nextPath` (so rows differ and no single row is hot).
 * autocannon records latency in whole milliseconds; p95 is interpolated from its p90 and p97.5.
 */
export async function loadTest(baseUrl: string, nextPath: () => string, settings: LoadSettings): Promise<LoadFigures> {
  const result = await autocannon({
    url: baseUrl,
    connections: settings.connections,
    ...(settings.amount ? { amount: settings.amount } : { duration: settings.durationSeconds }),
    timeout: 10,
    headers: settings.headers,
    requests: [{ method: 'GET', setupRequest: (req) => ({ ...req, path: nextPath() }) }],
  });
  const p95 = result.latency.p90 + ((95 - 90) / (97.5 - 90)) * (result.latency.p97_5 - result.latency.p90);
  return {
    rps: result.requests.total / result.duration,
    p50: result.latency.p50,
    p95,
    p99: result.latency.p99,
    errors: result.errors + result.timeouts + result.non2xx,
    succeeded: (result as unknown as Record<'2xx', number>)['2xx'],
  };
}

/** One GET on a keep-alive agent, timed in microseconds-resolution milliseconds; rejects on a non-2xx. */
export function timedGet(agent: Agent, url: URL, headers: Record<string, string> = {}): Promise<number> {
  return new Promise((resolve, reject) => {
    const started = process.hrtime.bigint();
    const req = request(
      { agent, hostname: url.hostname, port: url.port, path: url.pathname + url.search, headers },
      (response) => {
        response.on('data', () => undefined);
        response.on('end', () => {
          const elapsed = Number(process.hrtime.bigint() - started) / 1e6;
          if ((response.statusCode ?? 500) >= 300)
            reject(new Error(`GET ${url.pathname} answered ${response.statusCode}`));
          else resolve(elapsed);
        });
      },
    );
    req.on('error', reject);
    req.end();
  });
}
