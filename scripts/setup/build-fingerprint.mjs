// Whether a build is current, without running its compiler: a fingerprint of its inputs (path, size and mtime of
// every file) is written beside the output after a successful build and compared on the next start.
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative } from 'node:path';

/** Folders no build reads: installs, outputs and test reports. */
const SKIPPED = new Set(['node_modules', 'dist', 'coverage', 'test-results', 'playwright-report', '.git']);

function collect(root, path, lines) {
  if (!existsSync(path)) return;
  const stat = statSync(path);
  lines.push(stat.isDirectory() ? `${relative(root, path)}/` : `${relative(root, path)} ${stat.size} ${stat.mtimeMs}`);
  if (!stat.isDirectory()) return;
  for (const name of readdirSync(path).sort()) {
    if (!SKIPPED.has(name)) collect(root, join(path, name), lines);
  }
}

/**
 * One hash of every file under `inputs` (paths relative to `root`): any edit, added, removed or restored file
 * changes it, a checkout of older files included (which a newest-mtime check misses).
 */
export function buildFingerprint(root, inputs) {
  const lines = [];
  for (const input of inputs) collect(root, join(root, input), lines);
  return createHash('sha256').update(lines.join('\n')).digest('hex');
}

/** True when `stampFile` holds `fingerprint`, i.e. the last build of these inputs succeeded. */
export function builtFrom(stampFile, fingerprint) {
  return existsSync(stampFile) && readFileSync(stampFile, 'utf8').trim() === fingerprint;
}

export function recordBuild(stampFile, fingerprint) {
  writeFileSync(stampFile, `${fingerprint}\n`);
}
