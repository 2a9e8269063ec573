import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { Cell, MatrixRun } from './run-matrix';
import { ROLES } from './roles';

const REPORT_FILE = join(__dirname, '..', '..', '..', '..', 'dist', 'test-reports', 'access-matrix.json');

export interface MatrixFigures {
  routes: number;
  roles: number;
  calls: number;
  gatewayCalls: number;
  signedServicePortCalls: number;
  unsignedServicePortCalls: number;
  allowed: number;
  refused: number;
  hidden: number;
  reached: number;
  notForwarded: number;
  mismatches: number;
}

export const isMismatch = (cell: Cell) => cell.expected !== cell.actual;

export function figuresOf(run: MatrixRun, routes: number): MatrixFigures {
  const count = (test: (cell: Cell) => boolean) => run.cells.filter(test).length;
  return {
    routes,
    roles: ROLES.length,
    calls: run.cells.length,
    gatewayCalls: count((cell) => cell.channel === 'gateway'),
    signedServicePortCalls: count((cell) => cell.channel === 'service port, signed'),
    unsignedServicePortCalls: count((cell) => cell.channel === 'service port, unsigned'),
    allowed: count((cell) => cell.actual === 'allowed'),
    refused: count((cell) => cell.actual === 'refused'),
    hidden: count((cell) => cell.actual === 'hidden'),
    reached: count((cell) => cell.actual === 'reached'),
    notForwarded: count((cell) => cell.actual === 'not-forwarded'),
    mismatches: count(isMismatch),
  };
}

export function summaryLine(figures: MatrixFigures): string {
  return (
    `access matrix: ${figures.routes} routes x ${figures.roles} roles = ${figures.calls} calls ` +
    `(${figures.gatewayCalls} through the gateway, ${figures.signedServicePortCalls} signed and ` +
    `${figures.unsignedServicePortCalls} unsigned on service ports), ${figures.mismatches} mismatches`
  );
}

export function describeMismatch(cell: Cell): string {
  return `${cell.operation} [${cell.service}] as ${cell.role} via ${cell.channel}: expected ${cell.expected}, got ${cell.actual} (${cell.status} ${cell.message})`;
}

/** The figures for docs/reliability.md, next to the other test reports of `npm test`. */
export async function writeReport(figures: MatrixFigures, run: MatrixRun): Promise<string> {
  await mkdir(dirname(REPORT_FILE), { recursive: true });
  const report = {
    generatedAt: new Date().toISOString(),
    figures,
    problems: run.problems,
    mismatches: run.cells.filter(isMismatch).map(describeMismatch),
    cells: run.cells,
  };
  await writeFile(REPORT_FILE, `${JSON.stringify(report, null, 2)}\n`);
  return REPORT_FILE;
}
