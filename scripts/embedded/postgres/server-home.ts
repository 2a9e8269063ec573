import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  chownSync,
  cpSync,
  existsSync,
  lstatSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  renameSync,
  rmSync,
  symlinkSync,
  readlinkSync,
  writeFileSync,
} from 'node:fs';
import { dirname, join } from 'node:path';
import { ProcessOwner } from './postgres-server';

/** Where the embedded server runs from: its binaries, its data folder, and the user it runs as. */
export interface ServerHome {
  binDir: string;
  pgData: string;
  runAs?: ProcessOwner;
}

/** Home of every embedded cluster started by root: reachable by the unprivileged server user. */
export const ROOT_HOME = '/var/lib/local-shop-marketplace';
const SERVER_USER = 'marketplace-db';
/** In each cluster's folder: the DATA_DIR/postgres link that owns it. */
const OWNER_FILE = 'owner';

/**
 * As a normal user the server runs from the package's binaries with its data in DATA_DIR/postgres. As root it runs
 * as the unprivileged `marketplace-db` user (created when missing), which may not be able to enter the project's
 * folders (root's home is 0700) and must not be let in by loosening them: the binaries are copied once per version
 * to /var/lib/local-shop-marketplace/postgres-<version>, the cluster lives in
 * /var/lib/local-shop-marketplace/clusters/<hash of DATA_DIR>, and DATA_DIR/postgres links to it.
 */
export function serverHome(dataDir: string, packageBinDir: string): ServerHome {
  const linkInData = join(dataDir, 'postgres');
  if (process.getuid?.() !== 0) return { binDir: packageBinDir, pgData: linkInData };

  const runAs = serverUser();
  mkdirSync(ROOT_HOME, { recursive: true, mode: 0o755 });
  chmodSync(ROOT_HOME, 0o755);
  const binDir = join(sharedBinaries(packageBinDir), 'bin');
  // An older root install kept the cluster in DATA_DIR/postgres itself: keep using it where it is.
  if (existsSync(linkInData) && !lstatSync(linkInData).isSymbolicLink()) {
    chownTree(linkInData, runAs);
    return { binDir, pgData: linkInData, runAs };
  }
  const clusters = join(ROOT_HOME, 'clusters');
  removeOrphanClusters(clusters);
  const clusterHome = join(clusters, createHash('sha256').update(dataDir).digest('hex').slice(0, 16));
  mkdirSync(clusterHome, { recursive: true });
  writeFileSync(join(clusterHome, OWNER_FILE), linkInData);
  chmodSync(clusters, 0o755);
  chownSync(clusterHome, runAs.uid, runAs.gid);
  chmodSync(clusterHome, 0o700);
  const pgData = join(clusterHome, 'pgdata');
  if (!isPresent(linkInData)) {
    // DATA_DIR/postgres is the person's handle on the cluster: without it (a deleted data folder) the cluster is
    // gone for them too, so an old one is removed rather than silently reused.
    rmSync(pgData, { recursive: true, force: true });
    symlinkSync(pgData, linkInData);
  }
  return { binDir, pgData, runAs };
}

/** The server user's ids, creating a system user without a login shell or home when it does not exist. */
export function serverUser(): ProcessOwner {
  // `id` names a missing user on stderr: kept from the person's terminal and the host's JSON log lines.
  const idOf = (flag: '-u' | '-g') =>
    Number(execFileSync('id', [flag, SERVER_USER], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim());
  const ids = () => ({ uid: idOf('-u'), gid: idOf('-g') });
  try {
    return ids();
  } catch {
    // Piped: a failure's message then carries what useradd said, and nothing else reaches the terminal.
    const options = ['--system', '--user-group', '--no-create-home', '--shell', '/usr/sbin/nologin'];
    execFileSync('useradd', [...options, SERVER_USER], { stdio: 'pipe' });
    return ids();
  }
}

/** A world-readable copy of the package's `native` folder (bin, lib, share), made once per package version. */
function sharedBinaries(packageBinDir: string): string {
  const nativeDir = dirname(packageBinDir);
  const packageJson = JSON.parse(readFileSync(join(dirname(nativeDir), 'package.json'), 'utf8')) as { version: string };
  const target = join(ROOT_HOME, `postgres-${packageJson.version}-${process.arch}`);
  if (existsSync(join(target, 'bin', 'postgres'))) return target;
  const partial = `${target}.partial-${process.pid}`;
  rmSync(partial, { recursive: true, force: true });
  cpSync(nativeDir, partial, { recursive: true, verbatimSymlinks: true });
  openDirectories(partial);
  renameSync(partial, target);
  return target;
}

/** Directories 0755 whatever root's umask made them (files keep the package's modes). */
function openDirectories(dir: string): void {
  chmodSync(dir, 0o755);
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) openDirectories(join(dir, entry.name));
  }
}

/** Clusters whose DATA_DIR/postgres link is gone or points elsewhere (a deleted data folder, a test's). */
function removeOrphanClusters(clusters: string): void {
  if (!existsSync(clusters)) return;
  for (const name of readdirSync(clusters)) {
    const clusterHome = join(clusters, name);
    const ownerFile = join(clusterHome, OWNER_FILE);
    if (!existsSync(ownerFile)) continue;
    const link = readFileSync(ownerFile, 'utf8');
    if (linkTarget(link) !== join(clusterHome, 'pgdata')) rmSync(clusterHome, { recursive: true, force: true });
  }
}

function linkTarget(path: string): string | null {
  try {
    return readlinkSync(path);
  } catch {
    return null;
  }
}

function isPresent(path: string): boolean {
  try {
    lstatSync(path);
    return true;
  } catch {
    return false;
  }
}

function chownTree(path: string, owner: ProcessOwner): void {
  chownSync(path, owner.uid, owner.gid);
  if (!lstatSync(path).isDirectory()) return;
  for (const entry of readdirSync(path)) chownTree(join(path, entry), owner);
}
