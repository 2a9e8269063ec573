#!/usr/bin/env node
// `npm test`: its own set-up (dependencies, test servers, Chromium), then every check and test, in the order that
// fails fastest. Prints one closing line with the totals. `--setup-only` stops after the set-up.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './setup/dependencies.mjs';
import { ensureTestEnvironment } from './setup/test-servers.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');

console.log('=== set-up ===');
ensureDependencies(root);
await ensureTestEnvironment();
if (process.argv.includes('--setup-only')) {
  console.log('Set-up done: dependencies installed, PostgreSQL, RabbitMQ and Redis answer, Chromium is there.');
  process.exit(0);
}

const reports = join(root, 'dist', 'test-reports');
rmSync(reports, { recursive: true, force: true });
mkdirSync(reports, { recursive: true });

function step(title, command, args, env = {}) {
  console.log(`\n=== ${title} ===`);
  const started = Date.now();
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit', env: { ...process.env, ...env } });
  console.log(`=== ${title}: ${result.status === 0 ? 'ok' : 'failed'} in ${seconds(started)} s ===`);
  return result.status === 0;
}

function seconds(since) {
  return Math.round((Date.now() - since) / 1000);
}

/** Runs one step with its output held, and prints it whole when it ends. Resolves to whether it passed. */
function heldStep({ title, command, args, env = {} }) {
  return new Promise((resolve) => {
    const started = Date.now();
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output = [];
    child.stdout.on('data', (chunk) => output.push(chunk));
    child.stderr.on('data', (chunk) => output.push(chunk));
    child.once('close', (status) => {
      console.log(`\n=== ${title} ===`);
      process.stdout.write(Buffer.concat(output));
      console.log(`=== ${title}: ${status === 0 ? 'ok' : 'failed'} in ${seconds(started)} s ===`);
      resolve(status === 0);
    });
  });
}

/**
 * Lanes of steps that need nothing from the other lanes, run at once (the suite's time budget; two cores); the steps
 * of one lane run one after another. Each step's output is held and printed whole when it ends, so the log reads as
 * if they ran in a row. Resolves to each step's result, in the order the lanes list them.
 */
async function concurrentLanes(lanes) {
  const described = lanes.map((lane) => lane.map(({ title }) => title).join(' then ')).join(', ');
  console.log(`\n=== ${described}: side by side, each printed when it ends ===`);
  const results = await Promise.all(
    lanes.map(async (lane) => {
      const passed = [];
      for (const laneStep of lane) passed.push(await heldStep(laneStep));
      return passed;
    }),
  );
  return results.flat();
}

const COMPOSE_CHECK_ENV = {
  INTERNAL_SECRET: 'ci-compose-config-check-0123456789abcdef',
  POSTGRES_PASSWORD: 'compose-check',
  REDIS_PASSWORD: 'compose-check',
  RABBITMQ_USER: 'compose-check',
  RABBITMQ_PASSWORD: 'compose-check',
};

function composeCommand() {
  if (spawnSync('docker-compose', ['version'], { stdio: 'ignore' }).status === 0) return ['docker-compose'];
  if (spawnSync('docker', ['compose', 'version'], { stdio: 'ignore' }).status === 0) return ['docker', 'compose'];
  return null;
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

function jestArgs(project, report = project, ...selection) {
  const args = ['jest', '--selectProjects', project, '--json', '--outputFile', join(reports, `${report}.json`)];
  // Integration test files are isolated (a database, a broker namespace and a Redis prefix each); three share the two
  // cores, since each waits on the database much of the time (measured: 136 s with two workers, 113 s with three,
  // 108 s with four). System tests start whole services and run one at a time in each lane.
  if (project === 'integration') args.push('--maxWorkers=3');
  if (project === 'system') args.push('--runInBand');
  return [...args, ...selection];
}

function countJestReport(report, ok) {
  if (!countJest(join(reports, `${report}.json`))) failed += ok ? 0 : 1;
}

const results = [];
const compose = composeCommand();
if (compose) {
  // Placeholder values for the variables the compose file requires; only the file's shape is checked here.
  results.push(
    step(
      'compose file',
      compose[0],
      [...compose.slice(1), '-f', 'docker-compose.yml', 'config', '-q'],
      COMPOSE_CHECK_ENV,
    ),
  );
} else {
  console.log('\n=== compose file === skipped: neither docker-compose nor docker compose is installed');
  skipped += 1;
}

// The unit tests follow the build in its lane: lint outlasts both.
const [linted, typed, built, unitOk] = await concurrentLanes([
  [{ title: 'lint', command: 'npm', args: ['run', '--silent', 'lint'] }],
  [{ title: 'type-check', command: 'npm', args: ['run', '--silent', 'check-types'] }],
  [
    // The server transpiled as npm start builds it (the type-check step is tsc over the same files).
    { title: 'build', command: 'npm', args: ['run', '--silent', 'build:transpiled'] },
    { title: 'unit tests', command: 'npx', args: jestArgs('unit') },
  ],
]);
results.push(linted, typed, built, unitOk);
countJestReport('unit', unitOk);

/** A jest pattern for the system test files of these names (test/system/<name>.system-spec.ts). */
function systemFiles(...names) {
  return `(${names.join('|')})\\.system-spec`;
}

/** A step running the system test files of these names, its report in dist/test-reports/<report>.json. */
function systemTestsOf(names, report) {
  return {
    title: `system tests: ${names.join(', ')}`,
    command: 'npx',
    args: jestArgs('system', report, '--testPathPatterns', systemFiles(...names)),
  };
}

// Every system test has its own database, broker namespace and ports, so they can run in lanes beside the other
// steps, placed by measurement (one machine: integration 119 s with its CPU 64 % busy; browser 266-300 s; the other
// system tests 381-445 s, of which npm-test-setup 50-107 s and chaos 73-79 s). npm-test-setup
// installs a fresh clone's dependencies, mostly unpacking files, so it runs beside the integration tests.
const SYSTEM_BESIDE_INTEGRATION = ['npm-test-setup'];
const SYSTEM_AFTER_BROWSER = ['chaos'];
const [integrationOk, systemBesideIntegrationOk] = built
  ? await concurrentLanes([
      [{ title: 'integration tests', command: 'npx', args: jestArgs('integration') }],
      [systemTestsOf(SYSTEM_BESIDE_INTEGRATION, 'system-beside-integration')],
    ])
  : [false, false];
results.push(integrationOk, systemBesideIntegrationOk);
countJestReport('integration', integrationOk);
countJestReport('system-beside-integration', systemBesideIntegrationOk);

// The browser tests run beside the system tests, on their own embedded stack, ports and data folder: the waits of
// one fill the other's (on a machine where CI took 24.5 minutes, 885 s in a row and 847 s side by side).
const e2eFile = join(reports, 'e2e.json');
const [e2eOk, systemAfterBrowserOk, systemOk] = built
  ? await concurrentLanes([
      [
        {
          title: 'browser tests',
          command: 'npm',
          args: ['run', '--silent', 'test:e2e'],
          env: { PLAYWRIGHT_JSON_OUTPUT_NAME: e2eFile },
        },
        systemTestsOf(SYSTEM_AFTER_BROWSER, 'system-after-browser'),
      ],
      [
        {
          title: 'system tests',
          command: 'npx',
          args: jestArgs(
            'system',
            'system',
            '--testPathIgnorePatterns',
            systemFiles(...SYSTEM_BESIDE_INTEGRATION, ...SYSTEM_AFTER_BROWSER),
          ),
        },
      ],
    ])
  : [false, false, false];
results.push(e2eOk, systemAfterBrowserOk, systemOk);
countJestReport('system', systemOk);
countJestReport('system-after-browser', systemAfterBrowserOk);
if (!countPlaywright(e2eFile) && !e2eOk) failed += 1;

const allOk = results.every(Boolean);
console.log(`\nTotal: ${passed} passed, ${failed} failed, ${skipped} skipped`);
process.exit(allOk && failed === 0 ? 0 : 1);
