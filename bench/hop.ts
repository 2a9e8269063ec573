import { Agent } from 'node:http';
import { join } from 'node:path';
import { startScriptProcess } from '../test/system/support/service-process';
import { uniformShopPath } from './support/bench-database';
import { BenchContext } from './support/context';
import { timedGet } from './support/http-load';
import { log } from './support/repo';
import { TargetResult } from './support/results';
import { median, medianOfRuns, percentile, round } from './support/stats';

/**
 * T3: what the gateway's hop adds to one request at concurrency 1, in a family of its own so that it runs once the
 * machine has settled after the throughput targets (their views still being flushed and consumed, the visit rows'
 * autovacuum) and the row's load average is the one it was measured under.
 */
export async function runHopTarget(context: BenchContext): Promise<TargetResult> {
  const { stack, database, settings } = context;
  const baselines = join(__dirname, 'baselines');
  const bHello = await startScriptProcess('B-hello', join(baselines, 'hello-server.js'), {});
  const bProxy = await startScriptProcess('B-proxy', join(baselines, 'proxy-server.js'), { UPSTREAM_URL: bHello.url });
  try {
    const pairs = (count: number) =>
      sequentialPair(
        stack.gateways[0].url,
        stack.services.catalog.url,
        bHello.url,
        bProxy.url,
        uniformShopPath(database),
        count,
      );
    const warmup = Math.round(settings.sequentialRequests / 4);
    log(
      `T3: the gateway hop at concurrency 1, ${warmup} pairs of warm-up, then ${settings.sequentialRequests} per run`,
    );
    await pairs(warmup);
    const hop = await medianOfRuns(settings.runs, async (run) => {
      const measured = await pairs(settings.sequentialRequests);
      log(
        `  run ${run + 1}: gateway p50 ${round(measured.gatewayP50, 3)} / p99 ${round(measured.gatewayP99, 3)} ms, ` +
          `catalog p50 ${round(measured.directP50, 3)} / p99 ${round(measured.directP99, 3)} ms, ` +
          `hello p50 ${round(measured.helloP50, 3)} ms, B-proxy hop +${round(measured.proxyAddedP50, 3)} ms p50`,
      );
      return measured;
    });
    return hopResult(hop);
  } finally {
    await bProxy.stop();
    await bHello.stop();
  }
}

type HopFigures = Record<string, number>;

function hopResult(hop: { median: HopFigures; runs: HopFigures[] }): TargetResult {
  const h = hop.median;
  const passes = h.addedP50 <= 0.3 && h.addedP99 <= 1.5;
  return {
    id: 'T3',
    title: 'added latency of the gateway hop at concurrency 1, paired per request',
    figure: `+${round(h.addedP50, 3)} ms p50, +${round(h.addedP99, 3)} ms p99`,
    baseline:
      `B-proxy hop +${round(h.proxyAddedP50, 3)} ms p50, +${round(h.proxyAddedP99, 3)} ms p99; ` +
      `catalog p50 ${round(h.directP50, 2)} ms; B-hello p50 ${round(h.helloP50, 3)} ms`,
    ratio: `${round(h.addedP50 / h.proxyAddedP50, 2)} x B-proxy (p50)`,
    target: '<= 0.3 ms p50, <= 1.5 ms p99 of the per-pair difference',
    verdict: passes ? 'pass' : 'fail',
    note: passes
      ? undefined
      : `gateway p50 ${round(h.gatewayP50, 3)} / p99 ${round(h.gatewayP99, 3)} ms against catalog p50 ` +
        `${round(h.directP50, 3)} / p99 ${round(h.directP99, 3)} ms; a bare Fastify round trip takes ` +
        `${round(h.helloP50, 3)} ms p50 here, so the hop costs ${round(h.addedP50 / h.helloP50, 1)} bare round trips; ` +
        `a bare node:http proxy with no checks (B-proxy, in front of B-hello) adds ${round(h.proxyAddedP50, 3)} ms.`,
    details: hop,
  };
}

/**
 * The same request through a hop and straight, back to back, in alternating order (so drift of the machine touches
 * both alike): the pair's difference is the hop. Returns [through the hop, straight].
 */
async function timedPair(agent: Agent, i: number, viaHop: URL, straight: URL): Promise<[number, number]> {
  const hopFirst = i % 2 === 0;
  const first = await timedGet(agent, hopFirst ? viaHop : straight);
  const second = await timedGet(agent, hopFirst ? straight : viaHop);
  return hopFirst ? [first, second] : [second, first];
}

/**
 * Requests one at a time: each shop page through the gateway and on the catalog, then the bare Fastify hello
 * straight and through B-proxy (the floor of any Node proxy hop); latencies timed with hrtime in the harness.
 */
async function sequentialPair(
  gatewayUrl: string,
  catalogUrl: string,
  helloUrl: string,
  proxyUrl: string,
  nextPath: () => string,
  count: number,
): Promise<HopFigures> {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const gateway: number[] = [];
  const direct: number[] = [];
  const added: number[] = [];
  const hello: number[] = [];
  const proxyAdded: number[] = [];
  try {
    for (let i = 0; i < count; i += 1) {
      const path = nextPath();
      const [viaGateway, straight] = await timedPair(agent, i, new URL(path, gatewayUrl), new URL(path, catalogUrl));
      gateway.push(viaGateway);
      direct.push(straight);
      added.push(viaGateway - straight);
      const [viaProxy, helloStraight] = await timedPair(
        agent,
        i,
        new URL('/hello', proxyUrl),
        new URL('/hello', helloUrl),
      );
      hello.push(helloStraight);
      proxyAdded.push(viaProxy - helloStraight);
    }
  } finally {
    agent.destroy();
  }
  return {
    proxyAddedP50: median(proxyAdded),
    proxyAddedP99: percentile(proxyAdded, 99),
    gatewayP50: median(gateway),
    gatewayP99: percentile(gateway, 99),
    directP50: median(direct),
    directP99: percentile(direct, 99),
    addedP50: median(added),
    addedP99: percentile(added, 99),
    helloP50: median(hello),
    helloP99: percentile(hello, 99),
  };
}
