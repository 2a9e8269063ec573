// The one install step `npm start` and `npm test` share: installs from the lock file when node_modules is missing or
// older than package-lock.json.
import { spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import { join } from 'node:path';

/** True when `npm install` has run since package-lock.json last changed. */
export function dependenciesInstalled(root) {
  const marker = join(root, 'node_modules', '.package-lock.json');
  return existsSync(marker) && statSync(marker).mtimeMs >= statSync(join(root, 'package-lock.json')).mtimeMs;
}

/** Installs what is missing; exits the process with npm's status when the install fails. */
export function ensureDependencies(root) {
  if (dependenciesInstalled(root)) return;
  // `npm install`, not `npm ci`: npm here leaves other platforms' optional binaries out of the lock file,
  // which `npm ci` refuses (docs/decisions.md). The lock file still pins every version.
  console.log('Installing dependencies (first run: a few minutes)...');
  const result = spawnSync('npm', ['install', '--no-audit', '--no-fund', '--prefer-offline'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (result.status !== 0) {
    console.error('npm install failed; see the lines above.');
    process.exit(result.status ?? 1);
  }
}
