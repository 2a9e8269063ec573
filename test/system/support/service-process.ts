import { ChildProcess, spawn } from 'node:child_process';
import { AddressInfo, createServer } from 'node:net';
import { existsSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { waitFor } from '@app/testing';

/** The folder holding package.json above this file: test/system/support, or its compiled copy under dist/bench. */
function findRepoRoot(start: string): string {
  for (let dir = start; dirname(dir) !== dir; dir = dirname(dir)) {
    if (existsSync(join(dir, 'package.json'))) return dir;
  }
  throw new Error(`No package.json above ${start}`);
}

const repoRoot = findRepoRoot(__dirname);

export interface ServiceProcess {
  name: string;
  url: string;
  port: number;
  /** The operating system's process id (the bench reads its CPU time from /proc). */
  pid: number;
  /** Everything the process printed, for the failure message of a test. */
  output(): string;
  stop(): Promise<void>;
  /** SIGKILL, as a crash would: no shutdown hooks, nothing flushed; resolves once the process is gone. */
  kill(): Promise<void>;
}

export async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

/**
 * A SERVICE_PORT_BASE for an embedded host (it listens on the ten ports from there): below Linux's ephemeral range
 * (32768 and up), where `freePort` and every outgoing connection take their ports, so the block cannot collide with a
 * socket another test has open (it did once, at 34720: EADDRINUSE on start).
 */
export function randomServicePortBase(): number {
  return 20_000 + Math.floor(Math.random() * 12_000);
}

/**
 * Starts a built service (or the gateway) as its own Node process, as `npm run start:cluster` does, and waits
 * for its /health. Needs `npm run build:server` first (npm test builds before the system tests).
 */
export async function startServiceProcess(
  name: string,
  env: Record<string, string>,
  readyPath = '/health',
  options: StartProcessOptions = {},
): Promise<ServiceProcess> {
  return startScriptProcess(name, serviceScript(name), env, readyPath, options);
}

/** The built entry point of a service (or the gateway) in the checkout at `root` (another build, for an A/B bench). */
export function serviceScript(name: string, root = repoRoot): string {
  return join(root, name === 'gateway' ? 'dist/gateway/src/main.js' : `dist/services/${name}/src/main.js`);
}

export interface StartProcessOptions {
  /** Listen on this port instead of a free one: a restarted process comes back where its clients reconnect. */
  port?: number;
}

/**
 * Starts any Node script that serves HTTP on the PORT it is given (a built service, or a benchmark's baseline
 * server) and waits for `readyPath` to answer.
 */
export async function startScriptProcess(
  name: string,
  scriptPath: string,
  env: Record<string, string>,
  readyPath = '/health',
  options: StartProcessOptions = {},
): Promise<ServiceProcess> {
  const port = options.port ?? (await freePort());
  const child: ChildProcess = spawn(process.execPath, [scriptPath], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env, PORT: String(port), HOST: '127.0.0.1' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Fails the wait at once when the process dies instead of polling until the timeout.
  const died = exited.then(() => Promise.reject(new Error(`exited with code ${child.exitCode}`)));
  died.catch(() => undefined);
  const url = `http://127.0.0.1:${port}`;
  try {
    const answered = waitFor(`${name} to answer ${readyPath}`, async () => (await fetch(`${url}${readyPath}`)).ok, {
      timeoutMs: 60_000,
      intervalMs: 200,
    });
    await Promise.race([answered, died]);
  } catch (error) {
    child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n--- ${name} output ---\n${output}`, { cause: error });
  }
  return {
    name,
    url,
    port,
    pid: child.pid ?? 0,
    output: () => output,
    stop: async () => {
      if (child.exitCode === null) {
        child.kill('SIGTERM');
        const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
        await exited;
        clearTimeout(timer);
      }
    },
    kill: async () => {
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGKILL');
        await exited;
      }
    },
  };
}
