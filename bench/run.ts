/**
 * `npm run bench [-- --quick] [--only T1,T5] [--no-build]`: starts what it needs, loads the large data set once,
 * warms up, measures each target against its baseline in the same run (3 runs, medians), writes
 * bench/results/<date>.json and rewrites the table in docs/benchmarks.md. See docs/benchmarks.md.
 */
import { cpus, loadavg } from 'node:os';
import { runRelayTarget, runLagTarget } from './events';
import { runHopTarget } from './hop';
import { runHttpTargets } from './http';
import { runSearchTargets } from './search';
import { runBroadcastTarget, runChatTarget } from './sockets';
import { runStartupTarget } from './startup';
import { prepareBenchDatabase, FULL_DATA_SET, QUICK_DATA_SET } from './support/bench-database';
import { startBenchStack } from './support/bench-stack';
import { BenchContext, BenchSettings, FULL_SETTINGS, QUICK_SETTINGS } from './support/context';
import { checkOnlyTargets, parseBenchOptions, wants } from './support/options';
import { log, runCommand } from './support/repo';
import { BenchRun, earlierResults, TargetResult, writeRun } from './support/results';
import { printTable, rewriteBenchmarksDoc } from './support/table';
import { runLighthouseTarget, runWebBudgetTarget } from './web';

/** Above this one-minute load average the machine is busy: the run refuses to start unless --force. */
const BUSY_LOAD_AVERAGE = 1.0;

const TITLES: Record<string, string> = {
  T1: 'GET /api/shops/{id} through gateway -> catalog',
  T2: 'the same on the catalog port directly',
  T3: 'added latency of the gateway hop at concurrency 1',
  T4: 'session check and rate limit on every gateway request (Redis)',
  T5: 'search on the large set, cache off and on, under writes',
  T5g: 'near-me product search under writes',
  T6: 'chat: POST message -> pushed to the other party',
  T7: 'room broadcast through two gateways with Redis',
  T8: 'outbox relay with confirms',
  T9: 'event lag commit -> consumer effect',
  T10: 'web: JavaScript per route',
  T11: 'Lighthouse',
  T12: '`npm start` until the home page answers',
};

function notMeasured(ids: string[], error: unknown): TargetResult[] {
  const message = (error instanceof Error ? error.message : String(error)).split('\n')[0].slice(0, 300);
  log(`${ids.join(', ')} not measured: ${message}`);
  return ids.map((id) => ({
    id,
    title: TITLES[id],
    figure: '-',
    baseline: '-',
    ratio: '-',
    target: '-',
    verdict: 'not measured' as const,
    note: `the run failed: ${message}`,
    details: { error: error instanceof Error ? error.stack : String(error) },
  }));
}

/**
 * Runs a family of targets once the machine has settled (the data load or the family before leaves the load average
 * high for a minute or two), recording the load it started under; a failure marks its targets not measured instead
 * of ending the whole bench.
 */
async function family(ids: string[], results: TargetResult[], work: () => Promise<TargetResult[]>): Promise<void> {
  const [loadAverage] = await settledLoadAverage();
  try {
    const measured = (await work()).map((result) => ({ ...result, loadAverage }));
    results.push(...measured);
    for (const result of measured) log(`${result.id}: ${result.figure} -> ${result.verdict}`);
  } catch (error) {
    results.push(...notMeasured(ids, error).map((result) => ({ ...result, loadAverage })));
  }
}

/**
 * T6's sockets, rate and seconds from BENCH_CHAT_SOCKETS, BENCH_CHAT_RATE and BENCH_CHAT_SECONDS when set: a fixed
 * load for measuring CPU per message (development only; the table's figures use the mode's settings).
 */
function withChatOverrides(settings: BenchSettings): BenchSettings {
  const number = (name: string, fallback: number) => Number(process.env[name] ?? '') || fallback;
  return {
    ...settings,
    chatSockets: number('BENCH_CHAT_SOCKETS', settings.chatSockets),
    chatMessagesPerSecond: number('BENCH_CHAT_RATE', settings.chatMessagesPerSecond),
    chatSeconds: number('BENCH_CHAT_SECONDS', settings.chatSeconds),
  };
}

/** How long the bench waits for the machine to settle before it calls it busy. */
const SETTLE_WAIT_MS = 120_000;

/**
 * The load average once its one-minute figure is at most BUSY_LOAD_AVERAGE, or after SETTLE_WAIT_MS: the bench's own
 * compile (`npm run bench` runs tsc first), the data set's load and each family of targets lift the one-minute figure
 * above 1 on two cores for a minute or two.
 */
async function settledLoadAverage(): Promise<number[]> {
  const deadline = Date.now() + SETTLE_WAIT_MS;
  let load = loadavg();
  if (load[0] > BUSY_LOAD_AVERAGE)
    log(`Load average ${load[0].toFixed(2)}: waiting up to ${SETTLE_WAIT_MS / 1000} s for it to settle`);
  while (load[0] > BUSY_LOAD_AVERAGE && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 5_000));
    load = loadavg();
  }
  return load;
}

async function main(): Promise<void> {
  const options = parseBenchOptions(process.argv.slice(2));
  checkOnlyTargets(options, Object.keys(TITLES));
  const settings = withChatOverrides(options.quick ? QUICK_SETTINGS : FULL_SETTINGS);
  const load = await settledLoadAverage();
  const busy = load[0] > BUSY_LOAD_AVERAGE;
  if (busy) {
    const message =
      `load average ${load.map((value) => value.toFixed(2)).join(' / ')} at start (> ${BUSY_LOAD_AVERAGE}): ` +
      'the machine is busy and the figures would not be representative';
    if (!options.force) throw new Error(`${message}. Wait for a quiet machine, or pass --force.`);
    log(`WARNING: ${message} (--force)`);
  }
  const run: BenchRun = {
    startedAt: new Date().toISOString(),
    mode: options.quick ? 'quick' : 'full',
    machine: { cpus: cpus().length, loadAverageAtStart: load, busy, node: process.version },
    dataSet: options.quick ? QUICK_DATA_SET : FULL_DATA_SET,
    runsPerMeasurement: settings.runs,
    results: [],
  };
  const results: TargetResult[] = [];

  if (options.build) {
    log('npm run build:server');
    await runCommand('npm', ['run', '--silent', 'build:server'], {}, { quiet: true });
  }

  const systemTargets = ['T1', 'T2', 'T3', 'T4', 'T5', 'T5g', 'T6', 'T7', 'T8', 'T9'];
  if (wants(options, ...systemTargets)) {
    const database = await prepareBenchDatabase(options.quick);
    run.databaseServer = database.server;
    const stack = await startBenchStack(database.url);
    const context: BenchContext = { options, settings, database, stack };
    try {
      if (wants(options, 'T1', 'T2', 'T4')) await family(['T1', 'T2', 'T4'], results, () => runHttpTargets(context));
      // The hop's latency at concurrency 1 once the throughput loads' after-work (views flushed and consumed) settled.
      if (wants(options, 'T3')) await family(['T3'], results, async () => [await runHopTarget(context)]);
      if (wants(options, 'T5', 'T5g')) await family(['T5', 'T5g'], results, () => runSearchTargets(context));
      // T9 before the chat and relay floods: T6 can leave a backlog and T8 leaves a million published outbox rows
      // and a busy broker behind, which T9 would measure instead of the commit -> consumer path.
      if (wants(options, 'T9')) await family(['T9'], results, async () => [await runLagTarget(context)]);
      if (wants(options, 'T6')) await family(['T6'], results, async () => [await runChatTarget(context)]);
      if (wants(options, 'T7')) await family(['T7'], results, async () => [await runBroadcastTarget(context)]);
      if (wants(options, 'T8')) await family(['T8'], results, async () => [await runRelayTarget(context)]);
    } finally {
      log('Stopping the services');
      await stack.stop();
    }
  }
  if (wants(options, 'T10')) await family(['T10'], results, async () => [await runWebBudgetTarget()]);
  if (wants(options, 'T11')) await family(['T11'], results, async () => [await runLighthouseTarget(options.quick)]);
  if (wants(options, 'T12'))
    await family(['T12'], results, async () => [await runStartupTarget(settings, options.quick)]);

  run.results = results;
  run.finishedAt = new Date().toISOString();
  const file = writeRun(run);
  // Rows of targets this run skipped (--only) keep their latest earlier figures of the same mode.
  const earlier = earlierResults(run.mode, file);
  const table = Object.keys(TITLES)
    .map((id) => results.find((result) => result.id === id) ?? earlier.get(id))
    .filter((result): result is TargetResult => result !== undefined);
  rewriteBenchmarksDoc(run, table);
  printTable(run, table);
  log(`Results in ${file}; table in docs/benchmarks.md`);
  if (busy) log('WARNING: the machine was busy at start: not representative');
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}\n`);
    process.exit(1);
  },
);
