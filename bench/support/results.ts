import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { repoRoot } from './repo';

/** pass: met; fail: missed; 'not measured': skipped or its input is missing (the note says why). */
export type Verdict = 'pass' | 'fail' | 'not measured';

export interface TargetResult {
  id: string;
  title: string;
  /** The system's figure(s), as a short text for the table. */
  figure: string;
  baseline: string;
  ratio: string;
  target: string;
  verdict: Verdict;
  /** Why a target was not measured, or what stands in its way. */
  note?: string;
  /** What the figure was measured under: cache state, write load (the table's "conditions"). */
  conditions?: string;
  /** One-minute load average when the target's family started. */
  loadAverage?: number;
  /** The results file the figure is read from (bench/results/...), set when the run is written or read back. */
  source?: string;
  /** Every number measured (each run and the medians), for the JSON. */
  details: Record<string, unknown>;
}

export interface BenchRun {
  startedAt: string;
  finishedAt?: string;
  mode: 'full' | 'quick';
  machine: { cpus: number; loadAverageAtStart: number[]; busy: boolean; node: string };
  dataSet: { shops: number; products: number };
  /** The PostgreSQL server the database targets ran on (bench-postgres.ts); absent in runs before it was recorded. */
  databaseServer?: string;
  runsPerMeasurement: number;
  results: TargetResult[];
}

export const RESULTS_DIR = join(repoRoot, 'bench', 'results');

/** Writes bench/results/<date>[-quick].json (a second run on a day gets a time suffix). */
export function writeRun(run: BenchRun): string {
  mkdirSync(RESULTS_DIR, { recursive: true });
  const date = run.startedAt.slice(0, 10);
  const suffix = run.mode === 'quick' ? '-quick' : '';
  let file = join(RESULTS_DIR, `${date}${suffix}.json`);
  if (existsSync(file))
    file = join(RESULTS_DIR, `${date}-${run.startedAt.slice(11, 19).replace(/:/g, '')}${suffix}.json`);
  for (const result of run.results) result.source = `bench/results/${basename(file)}`;
  writeFileSync(file, `${JSON.stringify(run, null, 2)}\n`);
  return file;
}

/**
 * For the rows of targets this run skipped (--only): each target's latest result among the earlier runs of the
 * same mode, in the order the runs started (file names do not sort by time: `<date>.json` sorts after
 * `<date>-<time>.json`, and an earlier run may itself have measured only some targets).
 */
export function earlierResults(mode: BenchRun['mode'], exceptFile: string): Map<string, TargetResult> {
  const latest = new Map<string, TargetResult>();
  if (!existsSync(RESULTS_DIR)) return latest;
  const runs = readdirSync(RESULTS_DIR)
    .filter((name) => name.endsWith('.json') && name.includes('-quick') === (mode === 'quick'))
    .map((name) => join(RESULTS_DIR, name))
    .filter((file) => file !== exceptFile)
    .map((file) => ({ file, run: JSON.parse(readFileSync(file, 'utf8')) as BenchRun }))
    .sort((a, b) => a.run.startedAt.localeCompare(b.run.startedAt));
  for (const { file, run } of runs) {
    for (const result of run.results) latest.set(result.id, { ...result, source: `bench/results/${basename(file)}` });
  }
  return latest;
}
