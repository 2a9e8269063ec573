import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { startEmbedded } from './support/embedded-host';
import { freePort, randomServicePortBase } from './support/service-process';

const repoRoot = join(__dirname, '..', '..');
const FINGERPRINTED = [
  'catalog.shops',
  'catalog.products',
  'identity.users',
  'chat.chat_messages',
  'catalog.categories',
];

/** Row count and a hash of every row, in id order, per table: equal fingerprints mean the same data. */
async function fingerprints(databaseUrl: string): Promise<Record<string, string>> {
  const client = new Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const result: Record<string, string> = {};
    for (const table of FINGERPRINTED) {
      const { rows } = await client.query(
        `SELECT count(*)::int AS n, md5(coalesce(string_agg(t::text, '|' ORDER BY t.id), '')) AS hash FROM ${table} t`,
      );
      result[table] = `${rows[0].n} rows ${rows[0].hash}`;
    }
    return result;
  } finally {
    await client.end();
  }
}

function runScript(script: string, args: string[], env: Record<string, string>) {
  const run = spawnSync(process.execPath, [join(repoRoot, 'dist/scripts/embedded/backup', script), ...args], {
    cwd: repoRoot,
    env: { PATH: process.env.PATH, ...env },
    encoding: 'utf8',
    timeout: 180_000,
  });
  expect({ status: run.status, output: `${run.stdout}${run.stderr}` }).toMatchObject({ status: 0 });
  return run.stdout;
}

/* Issue 19: `npm run backup` then `npm run restore FILE` into an empty data folder gives the same data. */
describe('backup and restore (embedded mode)', () => {
  const scratch = mkdtempSync(join(tmpdir(), 'marketplace-backup-'));
  afterAll(() => rmSync(scratch, { recursive: true, force: true }));

  it('restores the same shops, products, people, messages and uploads into an empty data folder', async () => {
    const port = await freePort();
    const source = {
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: join(scratch, 'source'),
      EMBEDDED_DB_PORT: String(await freePort()),
      SERVICE_PORT_BASE: String(randomServicePortBase()),
      LOG_LEVEL: 'warn',
    };
    const sourceDb = `postgres://postgres:marketplace@127.0.0.1:${source.EMBEDDED_DB_PORT}/marketplace`;
    const running = await startEmbedded(source, port);
    try {
      // The demo directory is seeded on the first start; add a conversation with two messages and an image.
      const client = new Client({ connectionString: sourceDb });
      await client.connect();
      const shop = (await client.query('SELECT id FROM catalog.shops ORDER BY id LIMIT 1')).rows[0].id as number;
      const conversation = await client.query(
        'INSERT INTO chat.chat_conversations (shop_id, guest_session_id) VALUES ($1, 77) RETURNING id',
        [shop],
      );
      for (const text of ['Do you have gluten-free bread?', 'Yes, every Saturday.']) {
        await client.query(
          "INSERT INTO chat.chat_messages (conversation_id, sender_type, sender_id, message) VALUES ($1, 'customer', 'guest-77', $2)",
          [conversation.rows[0].id, text],
        );
      }
      await client.end();
      mkdirSync(join(source.DATA_DIR, 'uploads', '2026', '11'), { recursive: true });
      writeFileSync(
        join(source.DATA_DIR, 'uploads', '2026', '11', '0123456789abcdef0123456789abcdef.webp'),
        Buffer.from('RIFF-webp-bytes'),
      );
    } finally {
      await running.stop();
    }
    const expected = await (async () => {
      // Read back with the server the backup starts itself (the app is stopped), so both see the same data.
      const again = await startEmbedded(source, port);
      try {
        return await fingerprints(sourceDb);
      } finally {
        await again.stop();
      }
    })();
    expect(expected['chat.chat_messages']).toMatch(/^2 rows/);

    const backups = join(scratch, 'backups');
    runScript('backup.js', [backups], source);
    const [archive] = readdirSync(backups);
    expect(archive).toMatch(/^marketplace-backup-\d{4}-\d{2}-\d{2}T.+\.tar\.gz$/);

    const target = { ...source, DATA_DIR: join(scratch, 'restored'), EMBEDDED_DB_PORT: String(await freePort()) };
    expect(existsSync(target.DATA_DIR)).toBe(false);
    runScript('restore.js', [join(backups, archive)], target);

    const restored = await startEmbedded(target, port);
    try {
      const targetDb = `postgres://postgres:marketplace@127.0.0.1:${target.EMBEDDED_DB_PORT}/marketplace`;
      expect(await fingerprints(targetDb)).toEqual(expected);
      const image = await fetch(`http://127.0.0.1:${port}/uploads/2026/11/0123456789abcdef0123456789abcdef.webp`);
      expect(image.status).toBe(200);
      await expect(image.text()).resolves.toBe('RIFF-webp-bytes');
      // Ids go on after the restored ones.
      const client = new Client({ connectionString: targetDb });
      await client.connect();
      const next = await client.query(
        'INSERT INTO chat.chat_conversations (shop_id, guest_session_id) SELECT id, 78 FROM catalog.shops ORDER BY id LIMIT 1 RETURNING id',
      );
      await client.end();
      expect(next.rows[0].id).toBeGreaterThan(1);
    } finally {
      await restored.stop();
    }
  }, 300_000);
});
