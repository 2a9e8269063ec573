import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
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

interface Started {
  seconds: number;
  output: string;
}

/** `npm start` (scripts/start.mjs) on bench-only ports and data folder, until GET / answers 200; then stopped. */
async function timeStart(timeoutMs: number): Promise<Started> {
  const port = await freePort();
  const env = {
    ...process.env,
    PORT: String(port),
    EMBEDDED_DB_PORT: String(await freePort()),
    SERVICE_PORT_BASE: String(30_000 + Math.floor(Math.random() * 20_000)),
    DATA_DIR: STARTUP_DATA_DIR,
    LOG_LEVEL: 'warn',
  };
  const started = Date.now();
  // Its own process group, so the stop reaches start.mjs's children too.
  const child: ChildProcess = spawn(process.execPath, [join(repoRoot, 'scripts', 'start.mjs')], {
    cwd: repoRoot,
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

/** T12: the second and later `npm start` on an existing data folder, until the home page answers. */
export async function runStartupTarget(settings: BenchSettings, quick: boolean): Promise<TargetResult> {
  if (!existsSync(join(STARTUP_DATA_DIR, 'postgres'))) {
    log(`T12: first start (creates ${STARTUP_DATA_DIR}; not measured)`);
    await timeStart(300_000);
  }
  const runs = quick ? 1 : settings.runs;
  const times: Started[] = [];
  for (let run = 0; run < runs; run += 1) {
    const start = await timeStart(120_000);
    const rebuiltWeb = start.output.includes('Building the web app');
    log(
      `  run ${run + 1}: home page after ${round(start.seconds, 1)} s${rebuiltWeb ? ' (rebuilt the web app: sources newer than web/dist)' : ''}`,
    );
    times.push(start);
  }
  const seconds = median(times.map((time) => time.seconds));
  const pass = seconds <= 20;
  return {
    id: 'T12',
    title: '`npm start` on an existing data folder until the home page answers',
    figure: `${round(seconds, 1)} s`,
    baseline: '-',
    ratio: '-',
    target: '<= 20 s',
    verdict: pass ? 'pass' : 'fail',
    note: pass
      ? undefined
      : 'start.mjs runs npm run build:server (incremental tsc) on every start before the embedded host; ' +
        'see the runs for whether the web app was rebuilt too.',
    details: {
      runs: times.map((time) => ({ seconds: time.seconds, rebuiltWeb: time.output.includes('Building the web app') })),
    },
  };
}
