import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { repoRoot } from './repo';
import { BenchRun, TargetResult } from './results';

const START = '<!-- bench:table:start (written by npm run bench; edit outside these markers) -->';
const END = '<!-- bench:table:end -->';

export const BENCHMARKS_DOC = join(repoRoot, 'docs', 'benchmarks.md');

function cell(text: string): string {
  return text.replace(/\|/g, '\\|').replace(/\n/g, ' ');
}

function verdictCell(result: TargetResult): string {
  if (result.verdict === 'pass') return 'pass';
  if (result.verdict === 'fail') return '**fail**';
  return 'not measured';
}

/** Which rows a run that skipped targets (--only) measured: the others are older figures, from their source. */
function partialRunNote(run: BenchRun, results: TargetResult[]): string {
  const measured = new Set(run.results.map((result) => result.id));
  if (results.every((result) => measured.has(result.id))) return '';
  return (
    ` This run measured ${[...measured].join(', ')} only; the other rows keep the figures of the earlier run their ` +
    'source names (another day, possibly another machine: compare their ratios, not their absolute figures).'
  );
}

/** The generated part of docs/benchmarks.md: when and how measured, the table, and the notes of failing rows. */
export function renderTable(run: BenchRun, results: TargetResult[]): string {
  const lines = [
    `Run of ${run.startedAt.slice(0, 16).replace('T', ' ')} UTC, ${run.mode} mode, ${run.dataSet.shops.toLocaleString('en-IE')} shops and ` +
      `${run.dataSet.products.toLocaleString('en-IE')} products, ${run.machine.cpus} CPUs, load average at start ` +
      `${run.machine.loadAverageAtStart.map((value) => value.toFixed(2)).join(' / ')}` +
      (run.machine.busy ? ' (**busy machine: not representative**)' : '') +
      `, medians of ${run.runsPerMeasurement} runs` +
      (run.databaseServer ? `, the database on ${run.databaseServer}.` : '.') +
      (run.mode === 'quick' ? ' **Quick mode: small data and short runs, for development only.**' : '') +
      partialRunNote(run, results),
    '',
    '| target | what | figure | baseline | ratio | conditions | load | target | result | source |',
    '|---|---|---|---|---|---|---|---|---|---|',
    ...results.map(
      (result) =>
        `| ${result.id} | ${cell(result.title)} | ${cell(result.figure)} | ${cell(result.baseline)} | ${cell(result.ratio)} | ` +
        `${cell(result.conditions ?? '-')} | ${result.loadAverage === undefined ? '-' : result.loadAverage.toFixed(2)} | ` +
        `${cell(result.target)} | ${verdictCell(result)} | ${cell(result.source ?? '-')} |`,
    ),
  ];
  const notes = results.filter((result) => result.verdict !== 'pass' && result.note);
  if (notes.length > 0) {
    lines.push('', 'Measured notes on the rows that did not pass:', '');
    for (const result of notes) lines.push(`- **${result.id}**: ${result.note}`);
  }
  return lines.join('\n');
}

/** Replaces the generated part of docs/benchmarks.md, keeping the hand-written text around it. */
export function rewriteBenchmarksDoc(run: BenchRun, results: TargetResult[]): void {
  const generated = `${START}\n${renderTable(run, results)}\n${END}`;
  const current = existsSync(BENCHMARKS_DOC)
    ? readFileSync(BENCHMARKS_DOC, 'utf8')
    : `# Benchmarks\n\n${START}\n${END}\n`;
  const start = current.indexOf(START);
  const end = current.indexOf(END);
  const next =
    start >= 0 && end > start
      ? `${current.slice(0, start)}${generated}${current.slice(end + END.length)}`
      : `${current.trimEnd()}\n\n${generated}\n`;
  writeFileSync(BENCHMARKS_DOC, next);
}

/** The table as printed at the end of a run. */
export function printTable(run: BenchRun, results: TargetResult[]): void {
  process.stdout.write(`\n${renderTable(run, results)}\n`);
}
