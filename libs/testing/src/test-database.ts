import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { ensureTestServers } from './test-servers';

export interface TestDatabase {
  /** Connection URL of the fresh database. */
  url: string;
  name: string;
  /** Ends every connection to it and drops it. */
  drop(): Promise<void>;
}

/** Creates an empty database `t_<label>_<random>` on the test server, for one test file. */
export async function createTestDatabase(label: string): Promise<TestDatabase> {
  const { databaseUrl } = await ensureTestServers('postgres');
  const name = `t_${sanitize(label, '_').slice(0, 40)}_${randomBytes(5).toString('hex')}`;
  await withAdminClient(databaseUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
  const url = new URL(databaseUrl);
  url.pathname = `/${name}`;
  let dropped = false;
  return {
    url: url.toString(),
    name,
    drop: async () => {
      if (dropped) return;
      dropped = true;
      await withAdminClient(databaseUrl, async (client) => {
        await client.query(
          'SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1 AND pid <> pg_backend_pid()',
          [name],
        );
        await client.query(`DROP DATABASE IF EXISTS "${name}"`);
      });
    },
  };
}

async function withAdminClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

/** Lower-case letters and digits of a label, other runs replaced by `separator`. */
export function sanitize(label: string, separator: string): string {
  const cleaned = label
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, separator)
    .replace(new RegExp(`^\\${separator}+|\\${separator}+$`, 'g'), '');
  return cleaned || 'test';
}
