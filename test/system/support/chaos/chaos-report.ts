import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';

const reportsDir = join(__dirname, '..', '..', '..', '..', 'dist', 'test-reports');

/** Prints the chaos figures and writes them to dist/test-reports/chaos.json (beside npm test's other reports). */
export function writeChaosReport(report: Record<string, unknown>): string {
  mkdirSync(reportsDir, { recursive: true });
  const file = join(reportsDir, 'chaos.json');
  const text = JSON.stringify(report, null, 2);
  writeFileSync(file, `${text}\n`);
  process.stdout.write(`\nChaos figures (${file}):\n${text}\n`);
  return file;
}
