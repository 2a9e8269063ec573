import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { Client } from 'pg';
import { Env, loadConfig } from '@app/config';
import { embeddedDatabaseUrl, startEmbeddedDatabase } from '../embedded-database';
import { embeddedConfigSchema } from '../embedded.config';

/** The database a backup reads or a restore writes, and the uploads folder beside it. */
export interface DatabaseTarget {
  url: string;
  uploadsDir: string;
  /** Whether the database is the embedded one of a data folder that had no cluster yet. */
  fresh: boolean;
  close(): Promise<void>;
}

/**
 * Cluster mode (DATABASE_URL set): that database, uploads in DATA_DIR/uploads. Embedded mode: the embedded
 * server of DATA_DIR, the running one when `npm start` is up, else started here for the duration.
 */
export async function openDatabaseTarget(env: Env, log: (line: string) => void): Promise<DatabaseTarget> {
  if (env.DATABASE_URL) {
    return {
      url: env.DATABASE_URL,
      uploadsDir: resolve(env.DATA_DIR ?? './data', 'uploads'),
      fresh: false,
      close: async () => {},
    };
  }
  const config = loadConfig(embeddedConfigSchema, env);
  const url = embeddedDatabaseUrl(config.EMBEDDED_DB_PORT);
  const uploadsDir = join(config.DATA_DIR, 'uploads');
  if (await answers(url)) return { url, uploadsDir, fresh: false, close: async () => {} };
  const fresh = !existsSync(join(config.DATA_DIR, 'postgres'));
  const database = await startEmbeddedDatabase(config.DATA_DIR, config.EMBEDDED_DB_PORT, log);
  return { url: database.url, uploadsDir, fresh, close: () => database.stop() };
}

async function answers(url: string): Promise<boolean> {
  const client = new Client({ connectionString: url, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => undefined);
  }
}
