/**
 * CPU time per shop page request (issue 20, T1/T2): the catalog alone and B-read, started as the bench starts them
 * (built process, NODE_ENV=production, LOG_LEVEL=warn) on the quick bench database, each driven with the same number
 * of GET /api/shops/{id} on uniform random ids at 10 connections; the figure is the process's utime + stime from
 * /proc/<pid>/stat over those requests, divided by their number. Unlike requests per second on a shared machine, it
 * barely depends on what else runs.
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/cpu-per-request.js [--requests 4000] [--rounds 3] [--only catalog|B-read]
 *     [--compare <another checkout, built>] [--via-gateway [--compare-gateway <another checkout, built>]] [--via-proxy]
 *
 * With --via-gateway, a gateway (as the bench starts one) is put in front of this checkout's catalog and driven as
 * a third target; its line gives the gateway's CPU and the catalog's behind it, per request. With
 * --compare-gateway <another checkout, built> as well, that checkout's gateway is put in front of the same catalog
 * and driven in the same rounds, after this one's. With --via-proxy, B-proxy (bench/baselines/proxy-server.ts) is put
 * in front of the same catalog as another target: the floor of a proxy hop's CPU.
 *
 * CATALOG_NODE_OPTIONS, BREAD_NODE_OPTIONS and GATEWAY_NODE_OPTIONS are passed to each as NODE_OPTIONS; with
 * --signal-profiler each gets SIGWINCH before and after its measured requests (for a `--require`d script that
 * starts and stops the inspector's profiler).
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { deleteAmqpNamespace, ensureTestServers, uniqueNamespace } from '@app/testing';
import {
  serviceScript,
  ServiceProcess,
  startScriptProcess,
  startServiceProcess,
} from '../test/system/support/service-process';
import { BENCH_DB_POOL_SIZE, BENCH_RATE_LIMIT_MULTIPLIER, benchServiceEnv } from './support/bench-stack';
import { prepareBenchDatabase, uniformShopPath } from './support/bench-database';
import { processCpuMs } from './support/cpu';
import { loadTest } from './support/http-load';
import { log } from './support/repo';
import { round } from './support/stats';
import { scriptOption } from './support/options';
import { runScript } from './support/script';

const CONNECTIONS = 10;

async function main(): Promise<void> {
  const requests = Number(scriptOption('requests', '4000'));
  const rounds = Number(scriptOption('rounds', '3'));
  const only = scriptOption('only', '');
  const database = await prepareBenchDatabase(true);
  const { amqpUrl } = await ensureTestServers('postgres', 'rabbitmq');
  const namespace = uniqueNamespace('cpu');
  const dataDir = await mkdtemp(join(tmpdir(), 'cpu-bench-'));
  const shopPath = uniformShopPath(database);

  const targets: ServiceProcess[] = [];
  try {
    if (only !== 'catalog')
      targets.push(
        await startScriptProcess('B-read', join(__dirname, 'baselines', 'read-server.js'), {
          DATABASE_URL: database.url,
          DB_POOL_SIZE: String(BENCH_DB_POOL_SIZE),
          ...(process.env.BREAD_NODE_OPTIONS ? { NODE_OPTIONS: process.env.BREAD_NODE_OPTIONS } : {}),
        }),
      );
    const secret = randomBytes(32).toString('hex');
    const catalogEnv = {
      ...benchServiceEnv({
        databaseUrl: database.url,
        amqpUrl,
        namespace,
        secret,
        dataDir,
      }),
      ...(process.env.CATALOG_NODE_OPTIONS ? { NODE_OPTIONS: process.env.CATALOG_NODE_OPTIONS } : {}),
    };
    if (only !== 'B-read') targets.push(await startServiceProcess('catalog', catalogEnv, '/ready'));
    // Another checkout's built catalog, measured in the same rounds (an A/B of two commits in the same conditions).
    const compare = scriptOption('compare', '');
    if (compare)
      targets.push(
        await startScriptProcess(
          `catalog of ${compare}`,
          join(compare, 'dist/services/catalog/src/main.js'),
          catalogEnv,
          '/ready',
        ),
      );
    // The gateway in front of this checkout's catalog: measured as its own target, with the catalog's CPU beside.
    const behind = new Map<ServiceProcess, ServiceProcess>();
    const catalog = targets.find((target) => target.name === 'catalog');
    if (process.argv.includes('--via-gateway') && catalog) {
      const gatewayEnv = {
        INTERNAL_SECRET: secret,
        CATALOG_URL: catalog.url,
        AMQP_URL: amqpUrl,
        EVENTS_NAMESPACE: namespace,
        RATE_LIMIT_MULTIPLIER: BENCH_RATE_LIMIT_MULTIPLIER,
        LOG_LEVEL: 'warn',
        NODE_ENV: 'production',
        ...(process.env.GATEWAY_NODE_OPTIONS ? { NODE_OPTIONS: process.env.GATEWAY_NODE_OPTIONS } : {}),
      };
      const gateway = await startScriptProcess('gateway', serviceScript('gateway'), gatewayEnv);
      targets.push(gateway);
      behind.set(gateway, catalog);
      // Another checkout's built gateway in front of the same catalog, measured in the same rounds (an A/B of the
      // gateway alone: both forward to one catalog process).
      const compareGateway = scriptOption('compare-gateway', '');
      if (compareGateway) {
        const other = await startScriptProcess(
          `gateway of ${compareGateway}`,
          serviceScript('gateway', compareGateway),
          gatewayEnv,
        );
        targets.push(other);
        behind.set(other, catalog);
      }
    }
    // B-proxy (a bare node:http proxy) in front of the same catalog: the floor of a proxy hop's CPU beside the gateway's.
    if (process.argv.includes('--via-proxy') && catalog) {
      const proxy = await startScriptProcess('B-proxy', join(__dirname, 'baselines', 'proxy-server.js'), {
        UPSTREAM_URL: catalog.url,
      });
      targets.push(proxy);
      behind.set(proxy, catalog);
    }
    for (const target of targets) {
      await loadTest(target.url, shopPath, { connections: CONNECTIONS, durationSeconds: 0, amount: 3000 });
    }
    const figures = new Map<string, number[]>(targets.map((target) => [target.name, []]));
    for (let run = 0; run < rounds; run++) {
      for (const target of targets) {
        const signal = process.argv.includes('--signal-profiler');
        const upstream = behind.get(target);
        // The catalog behind a gateway is profiled over the gateway's requests too.
        const profiled = [target, ...(upstream ? [upstream] : [])];
        if (signal) for (const each of profiled) process.kill(each.pid, 'SIGWINCH');
        const before = processCpuMs(target.pid);
        const upstreamBefore = upstream ? processCpuMs(upstream.pid) : 0;
        const load = await loadTest(target.url, shopPath, {
          connections: CONNECTIONS,
          durationSeconds: 0,
          amount: requests,
        });
        const perRequest = (processCpuMs(target.pid) - before) / requests;
        const upstreamPerRequest = upstream ? (processCpuMs(upstream.pid) - upstreamBefore) / requests : 0;
        if (signal) {
          for (const each of profiled) process.kill(each.pid, 'SIGWINCH');
          await new Promise((resolve) => setTimeout(resolve, 2000));
        }
        figures.get(target.name)?.push(perRequest);
        log(
          `run ${run + 1} ${target.name}: ${round(perRequest, 3)} CPU ms/request ` +
            `(${Math.round(load.rps)} req/s, ${load.errors} errors)` +
            (upstream ? `, the catalog behind it ${round(upstreamPerRequest, 3)}` : ''),
        );
      }
    }
    for (const [name, values] of figures) {
      const sorted = [...values].sort((a, b) => a - b);
      log(`${name}: median ${round(sorted[Math.floor(sorted.length / 2)], 3)} CPU ms/request over ${rounds} runs`);
    }
  } finally {
    for (const target of targets) await target.stop();
    await deleteAmqpNamespace(amqpUrl, namespace, ['catalog']).catch(() => undefined);
    await rm(dataDir, { recursive: true, force: true });
  }
}

runScript('cpu-per-request', main);
