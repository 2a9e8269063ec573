import { ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import { waitFor } from '@app/testing';

const repoRoot = join(__dirname, '..', '..', '..');

export interface Embedded {
  child: ChildProcess;
  output: () => string;
  stop(): Promise<void>;
}

const embeddedScript = join(repoRoot, 'dist/scripts/embedded/main.js');

/**
 * What `npm start` runs after building: the embedded host, here on its own ports and data folder. `terminal`: on
 * a pseudo-terminal (util-linux `script`), as a person's shell gives it.
 */
export async function startEmbedded(env: Record<string, string>, port: number, terminal = false): Promise<Embedded> {
  const [command, args] = terminal
    ? ['script', ['-qfec', `'${process.execPath}' '${embeddedScript}'`, '/dev/null']]
    : [process.execPath, [embeddedScript]];
  const child = spawn(command, args, {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: true,
  });
  let output = '';
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  // Fails the wait at once when the process dies instead of polling until the timeout.
  const died = exited.then(() => Promise.reject(new Error(`exited with code ${child.exitCode}`)));
  died.catch(() => undefined);
  const served = waitFor(
    'the embedded product to serve /api/categories',
    async () => (await fetch(`http://127.0.0.1:${port}/api/categories`)).ok,
    { timeoutMs: 120_000, intervalMs: 500 },
  );
  await Promise.race([served, died]).catch((error: Error) => {
    try {
      process.kill(-child.pid!, 'SIGKILL');
    } catch {
      // The group is gone already (the host died): its output below says why.
    }
    throw new Error(`${error.message}\n${output}`, { cause: error });
  });
  return {
    child,
    output: () => output,
    stop: async () => {
      // The whole group: with `script` in between, the host is its grandchild.
      process.kill(-child.pid!, 'SIGINT');
      await exited;
    },
  };
}
