/**
 * How long a public shop's page takes to arrive when the gateway has nothing of it yet (a cache miss: the page's meta,
 * its first screen's reads and render) and once it has (a hit), for a visitor without a session, on the quick bench
 * database: catalog, reviews and the gateway as built processes (NODE_ENV=production, LOG_LEVEL=warn), one request at
 * a time, each shop asked twice in a row (miss, then hit), `--shops` different shops. With `--compare <another
 * checkout, built>` that checkout's gateway is started beside this one, in front of the same services and the same
 * web build, and asked for the same shops in alternating order (each gateway has its own caches, so each sees every
 * shop cold): an A/B of two commits in the same conditions.
 *
 *   npm run build && npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/shop-page-miss.js [--shops 300] [--compare <checkout>]
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { Agent } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteAmqpNamespace, ensureTestServers, uniqueNamespace } from '@app/testing';
import { ServiceProcess, startScriptProcess, startServiceProcess } from '../test/system/support/service-process';
import { benchServiceEnv } from './support/bench-stack';
import { prepareBenchDatabase } from './support/bench-database';
import { timedGet } from './support/http-load';
import { log, repoRoot } from './support/repo';
import { percentile, round } from './support/stats';
import { scriptOption } from './support/options';
import { runScript } from './support/script';

const describe = (values: number[]) => {
  const sorted = [...values].sort((a, b) => a - b);
  return `p50 ${round(percentile(sorted, 50))} ms, p95 ${round(percentile(sorted, 95))} ms`;
};

async function main(): Promise<void> {
  const shops = Number(scriptOption('shops', '300'));
  const compare = scriptOption('compare', '');
  const database = await prepareBenchDatabase(true);
  const { amqpUrl } = await ensureTestServers('postgres', 'rabbitmq');
  const namespace = uniqueNamespace('page-miss');
  const dataDir = await mkdtemp(join(tmpdir(), 'page-miss-bench-'));
  const secret = randomBytes(32).toString('hex');
  const common = benchServiceEnv({ databaseUrl: database.url, amqpUrl, namespace, secret, dataDir });
  const processes: ServiceProcess[] = [];
  try {
    const [catalog, reviews] = await Promise.all([
      startServiceProcess('catalog', common, '/ready'),
      startServiceProcess('reviews', common, '/ready'),
    ]);
    processes.push(catalog, reviews);
    const gatewayEnv = {
      INTERNAL_SECRET: secret,
      AMQP_URL: amqpUrl,
      EVENTS_NAMESPACE: namespace,
      LOG_LEVEL: 'warn',
      NODE_ENV: 'production',
      CATALOG_URL: catalog.url,
      REVIEWS_URL: reviews.url,
      // Both gateways serve this checkout's web build: only the gateway's own code differs between them.
      WEB_DIST_DIR: join(repoRoot, 'web', 'dist'),
    };
    const gateways = [await startServiceProcess('gateway', gatewayEnv)];
    if (compare) {
      const script = join(compare, 'dist/gateway/src/main.js');
      gateways.push(await startScriptProcess(`gateway of ${compare}`, script, gatewayEnv));
    }
    processes.push(...gateways);
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const headers = { accept: 'text/html' };
    // Warm-up: each gateway's worker, pools and code paths, on shops the measured ones leave out.
    for (const gateway of gateways) {
      for (let id = database.shopIds.first; id < database.shopIds.first + 20; id += 1) {
        await timedGet(agent, new URL(`${gateway.url}/shops/${id}`), headers);
      }
    }
    const timings = new Map(gateways.map((gateway) => [gateway.name, { miss: [] as number[], hit: [] as number[] }]));
    const span = database.shopIds.last - database.shopIds.first - 20;
    const step = Math.max(1, Math.floor(span / shops));
    for (let index = 0; index < shops; index += 1) {
      const url = (gateway: ServiceProcess) =>
        new URL(`${gateway.url}/shops/${database.shopIds.first + 20 + index * step}`);
      const order = index % 2 === 0 ? gateways : [...gateways].reverse();
      for (const gateway of order) {
        const figures = timings.get(gateway.name)!;
        figures.miss.push(await timedGet(agent, url(gateway), headers));
        figures.hit.push(await timedGet(agent, url(gateway), headers));
      }
    }
    agent.destroy();
    for (const [name, figures] of timings) {
      log(`${name}: miss ${describe(figures.miss)}; hit ${describe(figures.hit)} (${shops} shops)`);
    }
  } finally {
    for (const process of processes.reverse()) await process.stop();
    await deleteAmqpNamespace(amqpUrl, namespace, ['catalog', 'reviews']).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

runScript('shop-page-miss', main);
