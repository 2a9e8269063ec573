import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sanitize } from '../test-database';
import { HarnessExtra } from './harness-extra';

/** A fresh temporary folder as the service's DATA_DIR (uploads, mail files), removed at stop; the field is its path. */
export const dataDirExtra: HarnessExtra<string> = async ({ label }) => {
  const dataDir = await mkdtemp(join(tmpdir(), `${sanitize(label, '-').slice(0, 30)}-`));
  return { env: { DATA_DIR: dataDir }, value: dataDir, stop: () => rm(dataDir, { recursive: true, force: true }) };
};
