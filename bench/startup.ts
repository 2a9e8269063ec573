import { ChildProcess, execFileSync, spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { waitFor } from '@app/testing';
import { freePort } from '../test/system/support/service-process';
import { BenchSettings } from './support/context';
import { log, repoRoot } from './support/repo';
import { TargetResult } from './support/results';
import { median, round } from './support/stats';

/** The bench's own embedded data folder, kept between runs so only the very first run pays the first start. */
export const STARTUP_DATA_DIR = join(tmpdir(), 'marketplace-bench-embedded');

const WARM_TARGET_SECONDS = 5;
const FRESH_TARGET_SECONDS = 150;

interface Started {
  seconds: number;
  output: string;
}

/**
 * `npm start` (scripts/start.mjs) of the checkout in `repo` on bench-only ports and `dataDir`, until GET / answers
 * 200; then stopped.
 */
async function timeStart(repo: string, dataDir: string, timeoutMs: number): Promise<Started> {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    EMBEDDED_DB_PORT: String(await freePort()),
    // Below Linux's ephemeral range (32768-60999): a busy machine's outgoing connections hold ports there.
    SERVICE_PORT_BASE: String(10_000 + Math.floor(Math.random() * 20_000)),
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
  };
  const started = Date.now();
  // Its own process group, so the stop reaches start.mjs's children too.
  const child: ChildProcess = spawn(process.execPath, [join(repo, 'scripts', 'start.mjs')], {
    cwd: repo,
    env,
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  try {
    await waitFor(
      'the home page',
      async () => {
        if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}: ${output.slice(-2000)}`);
        return (await fetch(`http://127.0.0.1:${port}/`)).status === 200;
      },
      { timeoutMs, intervalMs: 100 },
    );
    return { seconds: (Date.now() - started) / 1000, output };
  } finally {
    if (child.exitCode === null && child.pid) {
      process.kill(-child.pid, 'SIGTERM');
      const killer = setTimeout(() => child.pid && process.kill(-child.pid, 'SIGKILL'), 20_000);
      await exited;
      clearTimeout(killer);
    }
  }
}

/** The second and later `npm start` of this checkout on an existing data folder. */
async function warmStarts(runs: number): Promise<Started[]> {
  if (!existsSync(join(STARTUP_DATA_DIR, 'postgres'))) {
    log(`T12: first start (creates ${STARTUP_DATA_DIR}; not measured)`);
    await timeStart(repoRoot, STARTUP_DATA_DIR, 300_000);
  }
  const times: Started[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = await timeStart(repoRoot, STARTUP_DATA_DIR, 120_000);
    const rebuilt = ['services', 'web app'].filter((part) => start.output.includes(`Building the ${part}`));
    log(
      `  warm run ${run + 1}: home page after ${round(start.seconds, 1)} s${rebuilt.length ? ` (built the ${rebuilt.join(' and ')})` : ''}`,
    );
    times.push(start);
  }
  return times;
}

/**
 * `npm start` in a fresh clone of this repository's HEAD (committed state only), whose install comes from the warm
 * npm cache: install, build, first database and demo data included. The clone is removed afterwards.
 */
async function freshStarts(runs: number): Promise<Started[]> {
  const times: Started[] = [];
  for (let run = 0; run < runs; run += 1) {
    const clone = mkdtempSync(join(tmpdir(), 'marketplace-bench-fresh-'));
    try {
      execFileSync('git', ['clone', '--quiet', repoRoot, clone]);
      const start = await timeStart(clone, join(clone, 'data'), 900_000);
      log(`  fresh clone run ${run + 1}: home page after ${round(start.seconds, 1)} s`);
      times.push(start);
    } finally {
      rmSync(clone, { recursive: true, force: true });
    }
  }
  return times;
}

/** T12: `npm start` until the home page answers, warm (existing data folder, current build) and from a fresh clone. */
export async function runStartupTarget(settings: BenchSettings, quick: boolean): Promise<TargetResult> {
  const warm = await warmStarts(quick ? 1 : settings.runs);
  // A fresh start takes minutes: once in a quick run, at most twice in a full one.
  const fresh = await freshStarts(quick ? 1 : Math.min(settings.runs, 2));
  const warmSeconds = median(warm.map((start) => start.seconds));
  const freshSeconds = median(fresh.map((start) => start.seconds));
  const warmPass = warmSeconds <= WARM_TARGET_SECONDS;
  const freshPass = freshSeconds <= FRESH_TARGET_SECONDS;
  const missed = [
    ...(warmPass ? [] : ['warm: see the runs for whether start.mjs rebuilt anything']),
    ...(freshPass
      ? []
      : ['fresh clone: npm install from the cache and the first database with its demo data dominate']),
  ];
  return {
    id: 'T12',
    title: '`npm start` until the home page answers: warm, and from a fresh clone',
    figure: `warm ${round(warmSeconds, 1)} s; fresh ${round(freshSeconds, 0)} s`,
    baseline: '-',
    ratio: '-',
    target: `warm <= ${WARM_TARGET_SECONDS} s; fresh clone (npm cache warm) <= ${FRESH_TARGET_SECONDS} s`,
    verdict: warmPass && freshPass ? 'pass' : 'fail',
    note: missed.length ? missed.join('; ') : undefined,
    details: {
      warm: warm.map((start) => ({
        seconds: start.seconds,
        rebuiltServer: start.output.includes('Building the services'),
        rebuiltWeb: start.output.includes('Building the web app'),
      })),
      fresh: fresh.map((start) => ({ seconds: start.seconds })),
      warmMedianSeconds: warmSeconds,
      freshMedianSeconds: freshSeconds,
    },
  };
}
