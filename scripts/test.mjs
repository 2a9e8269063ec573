#!/usr/bin/env node
// `npm test`: every check and test, in the order that fails fastest. Prints one closing line with the totals.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const reports = join(root, 'dist', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  return result.status === 0;
}

let passed = 0;
let failed = 0;
let skipped = 0;

function countJest(file) {
  if (!existsSync(file)) return false;
  const report = JSON.parse(readFileSync(file, 'utf8'));
  passed += report.numPassedTests;
  failed += report.numFailedTests;
  skipped += report.numPendingTests + report.numTodoTests;
  return true;
}

function countPlaywright(file) {
  if (!existsSync(file)) return false;
  const { stats } = JSON.parse(readFileSync(file, 'utf8'));
  passed += stats.expected + stats.flaky;
  failed += stats.unexpected;
  skipped += stats.skipped;
  return true;
}

const results = [];
results.push(step('lint', 'npm', ['run', '--silent', 'lint']));
results.push(step('type-check', 'npm', ['run', '--silent', 'check-types']));
const built = step('build', 'npm', ['run', '--silent', 'build']);
results.push(built);
for (const project of ['unit', 'integration', 'system']) {
  const file = join(reports, `${project}.json`);
  const args = ['jest', '--selectProjects', project, '--json', '--outputFile', file];
  if (project !== 'unit') args.push('--runInBand');
  const ok = built || project === 'unit' ? step(`${project} tests`, 'npx', args) : false;
  results.push(ok);
  if (!countJest(file)) failed += ok ? 0 : 1;
}
const e2eFile = join(reports, 'e2e.json');
const e2eOk = built && step('browser tests', 'npm', ['run', '--silent', 'test:e2e'], { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile });
results.push(e2eOk);
if (!countPlaywright(e2eFile) && !e2eOk) failed += 1;

const allOk = results.every(Boolean);
console.log(`\nTotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk && failed === 0 ? 0 : 1);
