import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, rmSync, symlinkSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isReachable, waitFor } from '@app/testing';
import { freePort } from './support/service-process';
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
