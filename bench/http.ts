import { join } from 'node:path';
import { Client } from 'pg';
import { ServiceProcess, startScriptProcess } from '../test/system/support/service-process';
import { BenchContext } from './support/context';
import { loadTest, LoadFigures } from './support/http-load';
import { createGuest } from './support/people';
import { log } from './support/repo';
import { TargetResult } from './support/results';
import { medianOfRuns, round } from './support/stats';
import { BENCH_DB_POOL_SIZE } from './support/bench-stack';
import { uniformShopPath } from './support/bench-database';

const CONNECTIONS = 50;

function figures(load: LoadFigures): string {
  return `${Math.round(load.rps)} req/s, p99 ${round(load.p99, 1)} ms, ${load.errors} errors`;
}

async function viewCount(databaseUrl: string, shopId: number): Promise<number> {
  const sql = new Client({ connectionString: databaseUrl });
  await sql.connect();
  try {
    const { rows } = await sql.query('SELECT view_count FROM catalog.shops WHERE id = $1', [shopId]);
    return Number(rows[0].view_count);
  } finally {
    await sql.end();
  }
}

/** The shop's view count once it reached `expected` or stopped moving for 3 s (the recorder writes each second). */
async function settledViewCount(databaseUrl: string, shopId: number, expected: number): Promise<number> {
  let last = await viewCount(databaseUrl, shopId);
  let still = Date.now();
  while (last < expected && Date.now() - still < 3000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    const now = await viewCount(databaseUrl, shopId);
    if (now !== last) still = Date.now();
    last = now;
  }
  return last;
}

/** T1, T2, T4: the shop page request through the gateway and on the catalog directly, and the edge checks (T3, the hop, is bench/hop.ts). */
export async function runHttpTargets(context: BenchContext): Promise<TargetResult[]> {
  const { stack, database, settings } = context;
  const baselineEnv = { DATABASE_URL: database.url, DB_POOL_SIZE: String(BENCH_DB_POOL_SIZE) };
  const baselines = join(__dirname, 'baselines');
  const bRead = await startScriptProcess('B-read', join(baselines, 'read-server.js'), baselineEnv);
  const plain = await stack.startGatewayWithoutEdgeChecks();
  try {
    // One popular shop: every visitor on the same row, which serialised views when each one wrote it (issue 20).
    // The uniform draw leaves it out, so its view count tells the hot runs' views alone.
    const hotShopId = database.shopIds.first;
    const hotShopPath = () => `/api/shops/${hotShopId}`;
    const shopPath = uniformShopPath(database);
    const gateway = stack.gateways[0];
    const catalog = stack.services.catalog;
    const load = (target: ServiceProcess, headers?: Record<string, string>, path = shopPath) =>
      loadTest(target.url, path, { connections: CONNECTIONS, durationSeconds: settings.httpSeconds, headers });

    log(`Warming up B-read, catalog and gateway (${settings.warmupSeconds} s each)`);
    for (const target of [bRead, catalog, gateway, plain]) {
      await loadTest(target.url, shopPath, { connections: CONNECTIONS, durationSeconds: settings.warmupSeconds });
    }

    log(
      `T1/T2: GET /api/shops/{id} at ${CONNECTIONS} connections, ${settings.httpSeconds} s, uniform ids then one hot shop, ` +
        'B-read / catalog / gateway per run',
    );
    const hotViewsBefore = await viewCount(database.url, hotShopId);
    let hotViewsServed = 0;
    const throughput = await medianOfRuns(settings.runs, async (run) => {
      const pg = await load(bRead);
      const direct = await load(catalog);
      const viaGateway = await load(gateway);
      const pgHot = await load(bRead, undefined, hotShopPath);
      // A number of requests, not a duration: a duration's end abandons requests the catalog still counts.
      const gatewayHot = await loadTest(gateway.url, hotShopPath, {
        connections: CONNECTIONS,
        durationSeconds: settings.httpSeconds,
        // At least one per connection: autocannon refuses fewer (a busy machine's quick run got there).
        amount: Math.max(CONNECTIONS, Math.round(pgHot.rps * settings.httpSeconds * 0.5)),
      });
      hotViewsServed += gatewayHot.succeeded;
      log(`  run ${run + 1}: B-read ${figures(pg)} | catalog ${figures(direct)} | gateway ${figures(viaGateway)}`);
      log(`          hot shop: B-read ${figures(pgHot)} | gateway ${figures(gatewayHot)}`);
      return {
        pgRps: pg.rps,
        pgP99: pg.p99,
        directRps: direct.rps,
        directP99: direct.p99,
        directErrors: direct.errors,
        gatewayRps: viaGateway.rps,
        gatewayP99: viaGateway.p99,
        gatewayErrors: viaGateway.errors,
        pgHotRps: pgHot.rps,
        pgHotP99: pgHot.p99,
        gatewayHotRps: gatewayHot.rps,
        gatewayHotP99: gatewayHot.p99,
        gatewayHotErrors: gatewayHot.errors,
      };
    });
    const t = throughput.median;
    // Views are written each second off the request path: wait for the last ones, then compare with what was served.
    const hotViewsCounted = await settledViewCount(database.url, hotShopId, hotViewsBefore + hotViewsServed);
    const viewsExact = hotViewsCounted - hotViewsBefore === hotViewsServed;
    const maxGatewayErrors = Math.max(
      ...throughput.runs.map((run) => Math.max(run.gatewayErrors, run.gatewayHotErrors)),
    );

    log('T4: the same load with a guest session cookie, gateway with and without session check and rate limit');
    const { cookie } = await createGuest(gateway.url, `t4-${Date.now()}`);
    const edge = await medianOfRuns(settings.runs, async (run) => {
      // Which side goes first alternates, so what T1 and T2 leave behind (their views still being consumed) and the
      // machine's drift weigh on both alike.
      const checkedFirst = run % 2 === 0;
      const first = await load(checkedFirst ? gateway : plain, { cookie });
      const second = await load(checkedFirst ? plain : gateway, { cookie });
      const [checked, unchecked] = checkedFirst ? [first, second] : [second, first];
      log(`  run ${run + 1}: with checks ${figures(checked)} | without ${figures(unchecked)}`);
      return {
        checkedRps: checked.rps,
        uncheckedRps: unchecked.rps,
        checkedP99: checked.p99,
        uncheckedP99: unchecked.p99,
      };
    });
    const e = edge.median;

    const t1Ratio = t.gatewayRps / t.pgRps;
    const t1HotRatio = t.gatewayHotRps / t.pgHotRps;
    const t2Ratio = t.directRps / t.pgRps;
    const t4Ratio = e.checkedRps / e.uncheckedRps;
    const t1Pass =
      t1Ratio >= 0.5 &&
      t1HotRatio >= 0.5 &&
      Math.max(t.gatewayP99, t.gatewayHotP99) <= 50 &&
      maxGatewayErrors === 0 &&
      viewsExact;
    return [
      {
        id: 'T1',
        title: 'GET /api/shops/{id} through gateway -> catalog, uniform ids and one hot shop',
        figure:
          `uniform ${Math.round(t.gatewayRps)} req/s p99 ${round(t.gatewayP99, 1)} ms; hot ${Math.round(t.gatewayHotRps)} ` +
          `req/s p99 ${round(t.gatewayHotP99, 1)} ms; ${maxGatewayErrors} errors; hot shop views ` +
          `${hotViewsCounted - hotViewsBefore} counted of ${hotViewsServed} served`,
        baseline:
          `B-read ${Math.round(t.pgRps)} req/s (p99 ${round(t.pgP99, 1)} ms) uniform, ` +
          `${Math.round(t.pgHotRps)} req/s (p99 ${round(t.pgHotP99, 1)} ms) hot`,
        ratio: `${Math.round(t1Ratio * 100)} % / ${Math.round(t1HotRatio * 100)} %`,
        target: 'each >= 50 % of B-read, p99 <= 50 ms at 50 connections, views exact',
        verdict: t1Pass ? 'pass' : 'fail',
        note: t1Pass
          ? undefined
          : `catalog directly ${Math.round(t.directRps)} req/s (p99 ${round(t.directP99, 1)} ms); the gateway keeps ` +
            `${Math.round((t.gatewayRps / t.directRps) * 100)} % of that.`,
        details: { ...throughput, hotViewsBefore, hotViewsServed, hotViewsCounted },
      },
      {
        id: 'T2',
        title: 'the same on the catalog port directly',
        figure: `${Math.round(t.directRps)} req/s, p99 ${round(t.directP99, 1)} ms`,
        baseline: `B-read ${Math.round(t.pgRps)} req/s (p99 ${round(t.pgP99, 1)} ms)`,
        ratio: `${Math.round(t2Ratio * 100)} %`,
        target: '>= 65 % of B-read',
        verdict: t2Ratio >= 0.65 ? 'pass' : 'fail',
        note:
          t2Ratio >= 0.65
            ? undefined
            : "same read SQL and pool size as B-read: the gap is the catalog's own work on the page (its lean read: identity, " +
              "validation, the mappers, the ETag, metrics) and the counted view's work after the request (see the section above the table).",
        details: { pgRps: t.pgRps, directRps: t.directRps, directP99: t.directP99 },
      },
      {
        id: 'T4',
        title: 'session check and rate limit on every gateway request (Redis)',
        figure: `${Math.round(e.checkedRps)} req/s with them`,
        baseline: `${Math.round(e.uncheckedRps)} req/s without (anonymous gateway, limits in memory)`,
        ratio: `${Math.round(t4Ratio * 100)} %`,
        target: '>= 90 % of the same without them',
        verdict: t4Ratio >= 0.9 ? 'pass' : 'fail',
        note:
          t4Ratio >= 0.9
            ? undefined
            : `p99 ${round(e.checkedP99, 1)} ms with the checks, ${round(e.uncheckedP99, 1)} ms without: each request ` +
              'with a cookie makes one Redis round trip for its session (the rate-limit counts are added to Redis in the ' +
              'background, once per bucket every 50 ms).',
        details: edge,
      },
    ];
  } finally {
    await plain.stop();
    await bRead.stop();
  }
}
