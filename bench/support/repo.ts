import { spawn } from 'node:child_process';
import { join } from 'node:path';

/** The repository root, from dist/bench/bench/support (compiled) or bench/support (sources). */
export const repoRoot = join(__dirname, __dirname.includes(`${join('dist', 'bench')}`) ? '../../../..' : '../..');

/** Runs a command in the repository, its output prefixed to ours; rejects on a non-zero exit. */
export function runCommand(
  command: string,
  args: string[],
  env: Record<string, string | undefined> = {},
  { quiet = false }: { quiet?: boolean } = {},
): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: repoRoot,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    const collect = (chunk: Buffer) => {
      output += chunk.toString();
      if (!quiet) process.stdout.write(chunk.toString().replace(/^(?=.)/gm, '    '));
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve(output)
        : reject(
            new Error(`${command} exited with ${code}: ${output.trim().split('\n').slice(-3).join(' ')}\n${output}`),
          ),
    );
  });
}

export function log(message: string): void {
  process.stdout.write(`[bench ${new Date().toISOString().slice(11, 19)}] ${message}\n`);
}
