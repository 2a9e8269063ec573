/**
 * What one chat message costs the whole machine: the full bench stack (identity, catalog, chat, admin-audit and two
 * gateways) of this checkout (and, with `--compare`, of another built checkout) on the quick bench database. Each
 * round, per build: 2 shop owners and 100 guests made through the gateway, 1,000 messages as a warm-up, then `--rate`
 * messages a second for `--seconds`, straight to chat as T9 sends them (signed as the gateway signs), and a wait until
 * admin-audit has recorded a chat.message.sent for every message accepted. The figure is the CPU (utime + stime from
 * /proc) of every process of the product over that window, per message accepted, and the sends' answer times.
 * Rounds alternate the builds (one stack running at a time: both would relay the same outbox tables), so both meet
 * the same machine.
 *
 *   npx tsc -p tsconfig.bench.json && npx tsc-alias -p tsconfig.bench.json
 *   node dist/bench/bench/message-cost.js [--rate 200] [--seconds 15] [--rounds 3] [--compare <another checkout, built>]
 *
 * Not covered: the gateway's hop of a send (T3), Redis (the gateways' Socket.IO adapter publishes each push), pushes
 * to connected sockets (T6), and catalog's or the gateways' handling of the last events after admin-audit has
 * recorded them.
 */
import { Client } from 'pg';
import { waitFor } from '@app/testing';
import { prepareBenchDatabase } from './support/bench-database';
import { BenchStack, startBenchStack } from './support/bench-stack';
import { directChatMessages } from './support/chat-messages';
import { CpuMeter, pidsNamed, postgresPids } from './support/cpu';
import { log, repoRoot } from './support/repo';
import { atRate } from './support/socket-harness';
import { median, percentile, round } from './support/stats';
import { scriptOption } from './support/options';
import { runScript } from './support/script';

const WARMUP_MESSAGES = 1_000;
const MESSAGE_EVENT = 'chat.message.sent';
const PRODUCT_GROUPS = ['chat', 'catalog', 'admin-audit', 'identity', 'gateways', 'postgres', 'rabbitmq'];

interface Answers {
  accepted: number;
  failed: number;
  latenciesMs: number[];
}

async function main(): Promise<void> {
  const rate = Number(scriptOption('rate', '200'));
  const seconds = Number(scriptOption('seconds', '15'));
  const rounds = Number(scriptOption('rounds', '3'));
  const compare = scriptOption('compare', '');
  const database = await prepareBenchDatabase(true);
  const sql = new Client({ connectionString: database.url });
  await sql.connect();
  const now = async () => (await sql.query<{ at: Date }>('SELECT clock_timestamp() AS at')).rows[0].at;
  const recordedSince = async (start: Date) =>
    (
      await sql.query<{ count: number }>(
        'SELECT count(*)::int AS count FROM audit.event_history WHERE name = $1 AND occurred_at >= $2',
        [MESSAGE_EVENT, start],
      )
    ).rows[0].count;

  const checkouts = [{ label: 'this checkout', dir: repoRoot }, ...(compare ? [{ label: compare, dir: compare }] : [])];
  const figures = new Map<string, Array<Record<string, number>>>(checkouts.map(({ label }) => [label, []]));
  try {
    for (let run = 0; run < rounds; run++) {
      for (const checkout of checkouts) {
        // One build at a time: both would relay the same outbox tables, each to its own namespace.
        const stack = await startBenchStack(database.url, checkout.dir);
        try {
          figures.get(checkout.label)?.push(await measure(stack, checkout.label));
        } finally {
          await stack.stop();
        }
      }
    }
    for (const [label, runs] of figures) {
      const of = (key: string, digits = 2) => round(median(runs.map((figure) => figure[key])), digits);
      log(
        `${label}: median CPU ms per message total ${of('total')} (` +
          PRODUCT_GROUPS.map((group) => `${group} ${of(group)}`).join(', ') +
          `); answer p50 ${of('p50', 1)} ms, p95 ${of('p95', 1)} ms`,
      );
    }
  } finally {
    await sql.end();
  }

  async function measure(stack: BenchStack, label: string): Promise<Record<string, number>> {
    let answers: Answers = { accepted: 0, failed: 0, latenciesMs: [] };
    const messages = await directChatMessages(stack, {
      name: 'msgcost',
      onAnswer: (status, ms) => {
        if (status !== 201) answers.failed += 1;
        else {
          answers.accepted += 1;
          answers.latenciesMs.push(ms);
        }
      },
    });
    /** Sends `count` messages at the rate, then waits until admin-audit has recorded every one chat accepted. */
    const sendRecorded = async (count: number): Promise<Answers> => {
      const batch = (answers = { accepted: 0, failed: 0, latenciesMs: [] });
      const start = await now();
      await atRate(rate, count / rate, messages.send);
      await messages.settled();
      await waitFor(
        'every accepted message recorded by admin-audit',
        async () => ((await recordedSince(start)) >= batch.accepted ? true : undefined),
        { timeoutMs: 60_000, intervalMs: 100 },
      ).catch(async (error: Error) => {
        throw new Error(`${error.message}: ${await recordedSince(start)} of ${batch.accepted}`);
      });
      return batch;
    };
    try {
      // Every guest's first message opens its conversation (a heavier send): the warm-up holds them all.
      await sendRecorded(WARMUP_MESSAGES);
      const cpu = new CpuMeter({
        chat: () => [stack.services.chat.pid],
        catalog: () => [stack.services.catalog.pid],
        'admin-audit': () => [stack.services['admin-audit'].pid],
        identity: () => [stack.services.identity.pid],
        gateways: () => stack.gateways.map((gateway) => gateway.pid),
        postgres: () => postgresPids(database.url),
        rabbitmq: () => pidsNamed('beam.smp'),
      });
      await cpu.start();
      const window = await sendRecorded(Math.round(rate * seconds));
      // The harness is the load generator, not the product.
      const { harness: _harness, total: _withHarness, ...perMessage } = await cpu.stop(window.accepted);
      const total = PRODUCT_GROUPS.reduce((sum, group) => sum + perMessage[group], 0);
      const p50 = percentile(window.latenciesMs, 50);
      const p95 = percentile(window.latenciesMs, 95);
      log(
        `${label}: ${window.accepted} messages at ${rate}/s, ${window.failed} failed, answer p50 ${round(p50, 1)} ` +
          `p95 ${round(p95, 1)} ms; CPU ms per message: ` +
          [
            ...PRODUCT_GROUPS.map((group) => `${group} ${round(perMessage[group], 2)}`),
            `total ${round(total, 2)}`,
          ].join(', ') +
          (window.failed > 0 ? `; failed sends: ${messages.failureKinds()}` : ''),
      );
      return { ...perMessage, total, p50, p95 };
    } finally {
      messages.close();
    }
  }
}

runScript('message-cost', main);
