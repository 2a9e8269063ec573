// `npm test`'s check of what the tests talk to: PostgreSQL, RabbitMQ and Redis must answer and Debian's Chromium
// must exist. A local server that is installed but stopped is started the way CI starts it; one that is missing
// stops the run with one line naming it and its install command (or is left to testcontainers when a Docker engine
// answers, as libs/testing's ensureTestServers does).
import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { Socket } from 'node:net';
import { delimiter, join } from 'node:path';

const LOCAL_HOSTS = new Set(['127.0.0.1', 'localhost', '::1', '']);

/** The servers of libs/testing/src/test-urls.ts (same variables and defaults). */
const SERVERS = [
  {
    name: 'PostgreSQL',
    variable: 'TEST_DATABASE_URL',
    defaultUrl: 'postgres://postgres@127.0.0.1:5432/postgres',
    defaultPort: 5432,
    aptPackage: 'postgresql',
    installed: () => hasCommand('pg_ctlcluster') && existsSync('/etc/postgresql'),
    // Debian's cluster listens on its configured port only; another port cannot be started from here.
    startCommand: (port) =>
      port === 5432
        ? ['pg_ctlcluster', ['--skip-systemctl-redirect', readdirSync('/etc/postgresql')[0], 'main', 'start']]
        : null,
  },
  {
    name: 'RabbitMQ',
    variable: 'TEST_AMQP_URL',
    defaultUrl: 'amqp://guest:guest@127.0.0.1:5672',
    defaultPort: 5672,
    aptPackage: 'rabbitmq-server',
    installed: () => hasCommand('rabbitmq-server'),
    startCommand: (port) => (port === 5672 ? ['rabbitmq-server', ['-detached']] : null),
  },
  {
    name: 'Redis',
    variable: 'TEST_REDIS_URL',
    defaultUrl: 'redis://127.0.0.1:6379',
    defaultPort: 6379,
    aptPackage: 'redis-server',
    installed: () => hasCommand('redis-server'),
    startCommand: (port) => [
      'redis-server',
      ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'],
    ],
  },
];

function commandPath(command) {
  // Servers live in sbin folders, which a normal user's PATH often leaves out.
  const folders = [...(process.env.PATH ?? '').split(delimiter), '/usr/local/sbin', '/usr/sbin', '/sbin'];
  return folders
    .filter((folder) => folder.startsWith('/'))
    .map((folder) => join(folder, command))
    .find((candidate) => existsSync(candidate));
}
function hasCommand(command) {
  return commandPath(command) !== undefined;
}

function isReachable(host, port, timeoutMs = 1_000) {
  return new Promise((resolve) => {
    const socket = new Socket();
    const done = (reachable) => {
      socket.destroy();
      resolve(reachable);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('error', () => done(false));
    socket.connect(port, host, () => done(true));
  });
}

async function waitUntilReachable(host, port, seconds) {
  for (let attempt = 0; attempt < seconds; attempt += 1) {
    if (await isReachable(host, port)) return true;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
  return false;
}

function dockerAnswers() {
  return spawnSync('docker', ['info'], { stdio: 'ignore', timeout: 10_000 }).status === 0;
}

/** Nothing when the server answers or was started; otherwise the one line that stops the run. */
async function ensureServer(server) {
  const configured = Boolean(process.env[server.variable]);
  const url = new URL(process.env[server.variable] || server.defaultUrl);
  const host = url.hostname.replace(/^\[|\]$/g, '') || '127.0.0.1';
  const port = Number(url.port) || server.defaultPort;
  const where = `${host}:${port}${configured ? ` (${server.variable})` : ''}`;
  if (await isReachable(host, port)) return null;

  if (!LOCAL_HOSTS.has(host))
    return `${server.name} at ${where} does not answer: start it, or point ${server.variable} at one that does.`;
  if (!server.installed()) {
    if (!configured && dockerAnswers()) {
      console.log(
        `${server.name} is not installed here; the tests start it with testcontainers (a Docker engine answers).`,
      );
      return null;
    }
    return `${server.name} is not installed: apt-get install -y ${server.aptPackage} (or set ${server.variable} to a running one).`;
  }
  const start = server.startCommand(port);
  if (!start) return `${server.name} is installed but nothing answers at ${where}: start it on that port.`;
  const [command, args] = start;
  console.log(`${server.name} is installed but not running at ${where}: starting it (${command} ${args.join(' ')})...`);
  const started = spawnSync(commandPath(command), args, { stdio: 'ignore', timeout: 120_000 });
  if (started.status !== 0) {
    return `${server.name} did not start (exit ${started.status ?? started.signal}): run \`${command} ${args.join(' ')}\` as a user allowed to.`;
  }
  if (!(await waitUntilReachable(host, port, 60)))
    return `${server.name} was started but does not answer at ${where} after 60 s.`;
  console.log(`${server.name} answers at ${where}.`);
  return null;
}

function chromiumProblem() {
  const path = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (existsSync(path)) return null;
  return process.env.CHROMIUM_PATH
    ? `Chromium is not at ${path} (CHROMIUM_PATH).`
    : 'Chromium is not installed: apt-get install -y chromium (the browser tests use /usr/bin/chromium).';
}

/** Checks every server and Chromium, starting what it can; exits with one line per missing thing. */
export async function ensureTestEnvironment() {
  const problems = [];
  // One at a time: starting RabbitMQ and PostgreSQL together on two cores only makes both slower.
  for (const server of SERVERS) {
    const problem = await ensureServer(server);
    if (problem) problems.push(problem);
  }
  const chromium = chromiumProblem();
  if (chromium) problems.push(chromium);
  if (problems.length > 0) {
    for (const problem of problems) console.error(problem);
    process.exit(1);
  }
}
