import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, statSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isReachable, waitFor } from '@app/testing';
import { freePort, randomServicePortBase } from './support/service-process';
import { shutDownRedis } from './npm-test-setup/redis-shutdown';

const repoRoot = join(__dirname, '..', '..');

interface SetupRun {
  status: number | null;
  output: string;
}

/** `npm test`'s set-up phase (`node scripts/test.mjs --setup-only`) in a folder, as a person would run it. */
function runSetup(cwd: string, env: Record<string, string | undefined>): Promise<SetupRun> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [join(cwd, 'scripts', 'test.mjs'), '--setup-only'], {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (status) => resolve({ status, output }));
  });
}

describe("npm test's set-up", () => {
  const scratch = mkdtempSync(join(tmpdir(), 'npm-test-setup-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('installs the dependencies of a fresh clone that has no node_modules', async () => {
    const clone = join(scratch, 'clone');
    const cloned = spawnSync('git', ['clone', '--quiet', '--no-hardlinks', repoRoot, clone], { encoding: 'utf8' });
    expect(cloned.stderr).toBe('');
    expect(existsSync(join(clone, 'node_modules'))).toBe(false);

    const setup = await runSetup(clone, {});

    expect({ status: setup.status, output: setup.output }).toMatchObject({ status: 0 });
    expect(setup.output).toContain('Installing dependencies');
    expect(existsSync(join(clone, 'node_modules', '.bin', 'jest'))).toBe(true);
    expect(existsSync(join(clone, 'node_modules', '@playwright', 'test'))).toBe(true);
    expect(existsSync(join(clone, 'node_modules', '@marketplace', 'gateway'))).toBe(true);
  }, 900_000);

  it('starts the fresh clone with npm start from inside a 0700 folder (issue 19)', async () => {
    // mkdtemp makes the scratch folder 0700, as root's home is: the database server's user cannot enter it.
    expect(statSync(scratch).mode & 0o777).toBe(0o700);
    const clone = join(scratch, 'clone');
    expect(existsSync(join(clone, 'node_modules', '.package-lock.json'))).toBe(true);
    // This checkout's builds, so the test times the start and not two compilations (npm start still checks them).
    cpSync(join(repoRoot, 'dist'), join(clone, 'dist'), { recursive: true });
    cpSync(join(repoRoot, 'web', 'dist'), join(clone, 'web', 'dist'), { recursive: true });
    const port = await freePort();
    const env = {
      PORT: String(port),
      EMBEDDED_DB_PORT: String(await freePort()),
      SERVICE_PORT_BASE: String(randomServicePortBase()),
      LOG_LEVEL: 'warn',
    };
    // Its own process group, so the stop below reaches npm, the start script and the server alike.
    const child = spawn('npm', ['start'], {
      cwd: clone,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
      detached: true,
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    try {
      const categories = await waitFor(
        'npm start to serve /api/categories',
        async () => {
          if (child.exitCode !== null) throw new Error(`npm start exited with ${child.exitCode}`);
          const response = await fetch(`http://127.0.0.1:${port}/api/categories`);
          return response.ok && ((await response.json()) as unknown[]);
        },
        { timeoutMs: 300_000, intervalMs: 1000 },
      ).catch((error: Error) => {
        throw new Error(`${error.message}\n${output}`, { cause: error });
      });
      expect(categories).toHaveLength(8);
      // The person's folders were not opened up to let the server in.
      expect(statSync(scratch).mode & 0o777).toBe(0o700);
    } finally {
      process.kill(-child.pid!, 'SIGINT');
      await exited;
    }
  }, 400_000);

  it('starts a local Redis that is installed but stopped', async () => {
    const port = await freePort();
    const redisUrl = `redis://127.0.0.1:${port}`;
    const started = spawnSync('redis-server', redisArgs(port));
    expect(started.status).toBe(0);
    await waitFor('the test Redis to answer', () => isReachable(redisUrl), { timeoutMs: 10_000 });
    await shutDownRedis(port);
    await expect(isReachable(redisUrl)).resolves.toBe(false);

    try {
      const setup = await runSetup(repoRoot, { TEST_REDIS_URL: redisUrl });

      expect(setup.output).toContain(
        `Redis is installed but not running at 127.0.0.1:${port} (TEST_REDIS_URL): starting it`,
      );
      expect(setup.status).toBe(0);
      await expect(isReachable(redisUrl)).resolves.toBe(true);
    } finally {
      await shutDownRedis(port).catch(() => undefined);
    }
  });

  it('names a server that is not installed, with its install command, and stops', async () => {
    // A PATH with only node on it: no redis-server, no docker.
    const bin = join(scratch, 'bin-without-redis');
    mkdirSync(bin);
    symlinkSync(process.execPath, join(bin, 'node'));
    const port = await freePort();

    const setup = await runSetup(repoRoot, { PATH: bin, TEST_REDIS_URL: `redis://127.0.0.1:${port}` });

    expect(setup.status).toBe(1);
    expect(setup.output.trim().split('\n')).toContain(
      'Redis is not installed: apt-get install -y redis-server (or set TEST_REDIS_URL to a running one).',
    );
  });
});

function redisArgs(port: number): string[] {
  return ['--daemonize', 'yes', '--bind', '127.0.0.1', '--port', String(port), '--save', '', '--appendonly', 'no'];
}
