/**
 * What a counted shop page view costs the whole machine (issue 20, T1/T2): a catalog and an admin-audit of this
 * checkout (and, with `--compare`, of another built checkout, on its own namespace) on the quick bench database.
 * Each round drives one build's catalog with GET /api/shops/{id} on uniform random ids at 50 connections for
 * `--seconds`, then waits until its admin-audit has recorded a visit for every page served. The figure is the CPU
 * (utime + stime from /proc) of catalog, admin-audit, Postgres and RabbitMQ over that window, per page served.
 * Rounds alternate the builds (one running at a time), so both meet the same machine.
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/view-cost.js [--seconds 15] [--rounds 3] [--compare <another checkout, built>]
 *
 * Not covered: the gateway (T1 adds it), identity, and the views' effect on latency under a full machine.
 */
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { deleteAmqpNamespace, ensureTestServers, uniqueNamespace, waitFor } from '@app/testing';
import { ServiceProcess, startScriptProcess } from '../test/system/support/service-process';
import { benchServiceEnv } from './support/bench-stack';
import { prepareBenchDatabase, uniformShopPath } from './support/bench-database';
import { CpuMeter, pidsNamed, postgresPids } from './support/cpu';
import { loadTest } from './support/http-load';
import { log, repoRoot } from './support/repo';
import { median, round } from './support/stats';
import { scriptOption } from './support/options';
import { runScript } from './support/script';

const CONNECTIONS = 50;

interface Build {
  label: string;
  namespace: string;
  catalog: ServiceProcess;
  adminAudit: ServiceProcess;
}

async function startBuild(checkout: string, label: string, env: (namespace: string) => Record<string, string>) {
  const namespace = uniqueNamespace('viewcost');
  const start = (service: string) =>
    startScriptProcess(
      `${service} of ${label}`,
      join(checkout, `dist/services/${service}/src/main.js`),
      env(namespace),
      '/ready',
    );
  // admin-audit first, so its queue is bound before catalog publishes a visit.
  const adminAudit = await start('admin-audit');
  const catalog = await start('catalog');
  return { label, namespace, catalog, adminAudit };
}

async function main(): Promise<void> {
  const seconds = Number(scriptOption('seconds', '15'));
  const rounds = Number(scriptOption('rounds', '3'));
  const compare = scriptOption('compare', '');
  const database = await prepareBenchDatabase(true);
  const { amqpUrl } = await ensureTestServers('postgres', 'rabbitmq');
  const dataDir = await mkdtemp(join(tmpdir(), 'view-cost-'));
  const secret = randomBytes(32).toString('hex');
  const env = (namespace: string) =>
    benchServiceEnv({ databaseUrl: database.url, amqpUrl, namespace, secret, dataDir });
  const shopPath = uniformShopPath(database);
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  const recordedVisits = async () =>
    (await sql.query<{ count: number }>('SELECT count(*)::int AS count FROM audit.visits')).rows[0].count;

  const checkouts = [{ label: 'this checkout', dir: repoRoot }, ...(compare ? [{ label: compare, dir: compare }] : [])];
  const figures = new Map<string, Array<Record<string, number>>>(checkouts.map(({ label }) => [label, []]));
  try {
    for (let run = 0; run < rounds; run++) {
      for (const checkout of checkouts) {
        // One build at a time: both would relay the same outbox table, each to its own namespace.
        const build = await startBuild(checkout.dir, checkout.label, env);
        try {
          await loadTest(build.catalog.url, shopPath, { connections: 10, durationSeconds: 0, amount: 2000 });
          figures.get(build.label)?.push(await measure(build));
        } finally {
          await stopBuild(build);
        }
      }
    }
    for (const [label, runs] of figures) {
      const of = (key: string) => round(median(runs.map((figure) => figure[key])), key === 'rps' ? 0 : 2);
      log(
        `${label}: median ${of('rps')} req/s; CPU ms per page total ${of('total')} (catalog ${of('catalog')}, ` +
          `admin-audit ${of('admin-audit')}, postgres ${of('postgres')}, rabbitmq ${of('rabbitmq')})`,
      );
    }
  } finally {
    await sql.end();
    await rm(dataDir, { recursive: true, force: true });
  }

  async function measure(build: Build): Promise<Record<string, number>> {
    // The warm-up's visits recorded first, so the window holds this round's alone.
    const settled = async () => {
      const count = await recordedVisits();
      await new Promise((resolve) => setTimeout(resolve, 1000));
      return (await recordedVisits()) === count ? count : undefined;
    };
    const before = await waitFor('the warm-up recorded', settled, { timeoutMs: 60_000, intervalMs: 0 });
    const cpu = new CpuMeter({
      catalog: () => [build.catalog.pid],
      'admin-audit': () => [build.adminAudit.pid],
      postgres: () => postgresPids(database.url),
      rabbitmq: () => pidsNamed('beam.smp'),
    });
    await cpu.start();
    const load = await loadTest(build.catalog.url, shopPath, { connections: CONNECTIONS, durationSeconds: seconds });
    await waitFor(
      'every served view recorded by admin-audit',
      async () => ((await recordedVisits()) - before >= load.succeeded ? true : undefined),
      { timeoutMs: 60_000, intervalMs: 100 },
    ).catch(async (error: Error) => {
      throw new Error(`${error.message}: ${(await recordedVisits()) - before} of ${load.succeeded}`);
    });
    const perPage = await cpu.stop(load.succeeded);
    delete perPage.harness;
    perPage.total = perPage.catalog + perPage['admin-audit'] + perPage.postgres + perPage.rabbitmq;
    log(
      `${build.label}: ${Math.round(load.rps)} req/s, ${load.errors} errors; CPU ms per page: ` +
        Object.entries(perPage)
          .map(([group, ms]) => `${group} ${round(ms, 2)}`)
          .join(', '),
    );
    return { ...perPage, rps: load.rps };
  }

  async function stopBuild(build: Build): Promise<void> {
    await build.catalog.stop();
    await build.adminAudit.stop();
    await deleteAmqpNamespace(amqpUrl, build.namespace, ['catalog', 'admin-audit']).catch(() => undefined);
  }
}

runScript('view-cost', main);
