#!/usr/bin/env node
// `npm start` (embedded) and `npm run start:cluster`: install what is missing, build what is stale, then run.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ensureDependencies } from './setup/dependencies.mjs';
import { ensureServerBuild } from './setup/server-build.mjs';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const cluster = process.argv.includes('--cluster');

function run(command, args) {
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
}

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  return readdirSync(path).reduce((newest, name) => {
    if (name === 'node_modules' || name === 'dist') return newest;
    return Math.max(newest, newestMtime(join(path, name)));
  }, stat.mtimeMs);
}

ensureDependencies(root);

// Nothing is compiled when dist/ was built from the sources as they are (a warm start).
await ensureServerBuild(root, () => console.log('Building the services and gateway...'));

const webIndex = join(root, 'web', 'dist', 'index.html');
const webSources = Math.max(newestMtime(join(root, 'web')), newestMtime(join(root, 'libs', 'contracts', 'src')));
if (!existsSync(webIndex) || statSync(webIndex).mtimeMs < webSources) {
  console.log('Building the web app...');
  run('npm', ['run', '--silent', 'build:web']);
}

const children = [];
function launch(label, script, env) {
  const child = spawn(process.execPath, [join(root, script)], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  child.on('exit', (code, signal) => {
    if (!stopping) {
      console.error(`${label} stopped (${signal ?? code}); stopping everything.`);
      stopAll(code ?? 1);
    }
  });
  children.push(child);
}

let stopping = false;
function stopAll(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 10_000).unref();
  Promise.all(
    children.map((child) => new Promise((done) => (child.exitCode !== null ? done() : child.on('exit', done)))),
  ).then(() => process.exit(code));
}
process.on('SIGINT', () => stopAll(0));
process.on('SIGTERM', () => stopAll(0));

if (!cluster) {
  launch('The marketplace', 'dist/scripts/embedded/main.js', {});
} else {
  const missing = ['DATABASE_URL', 'AMQP_URL', 'INTERNAL_SECRET'].filter((name) => !process.env[name]);
  if (missing.length > 0) {
    console.error(`start:cluster needs ${missing.join(', ')} (see .env.example).`);
    process.exit(1);
  }
  const services = [
    ['identity', 3101, 'IDENTITY_URL'],
    ['catalog', 3102, 'CATALOG_URL'],
    ['reviews', 3103, 'REVIEWS_URL'],
    ['chat', 3104, 'CHAT_URL'],
    ['billing', 3105, 'BILLING_URL'],
    ['admin-audit', 3106, 'ADMIN_AUDIT_URL'],
  ];
  const urls = {};
  for (const [name, port, urlVariable] of services) {
    launch(name, `dist/services/${name}/src/main.js`, { PORT: String(port) });
    urls[urlVariable] = `http://127.0.0.1:${port}`;
  }
  launch('gateway', 'dist/gateway/src/main.js', { ...urls, PORT: process.env.PORT ?? '3000' });
}
