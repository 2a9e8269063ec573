import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { CHAT_MESSAGE_SOCKET_EVENT, ChatSocketMessage } from '@app/contracts';
import { waitFor } from '@app/testing';
import { startScriptProcess } from '../test/system/support/service-process';
import { BenchContext } from './support/context';
import { CpuMeter, pidsNamed, postgresPids, waitForIdleMachine } from './support/cpu';
import { JsonPoster } from './support/json-post';
import { chatParties, createGuest, registerOwner } from './support/people';
import { log } from './support/repo';
import { TargetResult } from './support/results';
import { atRate, sleep, SocketHarness } from './support/socket-harness';
import { medianOfRuns, percentile, round } from './support/stats';

/** How long after the last send a push may still arrive before it counts as lost. */
const GRACE_MS = 5_000;

interface LatencyFigures extends Record<string, number> {
  p50: number;
  p95: number;
  p99: number;
  sent: number;
  delivered: number;
  perSecond: number;
}

function summarize(latencies: number[], sent: number, expected: number, seconds: number): LatencyFigures {
  return {
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
    sent,
    delivered: latencies.length / Math.max(1, expected),
    perSecond: latencies.length / seconds,
  };
}

/**
 * T6: guests chat with shop owners: POST /api/chat/messages through gateway A, the owner's socket (on gateway A
 * or B) receives the push; latency from just before the POST to the push, both in the harness.
 */
export async function runChatTarget(context: BenchContext): Promise<TargetResult> {
  const { stack, settings } = context;
  const [gatewayA, gatewayB] = stack.gateways;
  const owners = Math.max(2, Math.round(settings.chatSockets / 100));
  const guests = settings.chatSockets - owners;
  const runTag = Date.now().toString(36);
  log(`T6: ${owners} owners with a shop each, ${guests} guests, ${settings.chatSockets} sockets`);

  const parties = await chatParties(gatewayA.url, { owners, guests, label: `t6-${runTag}` });
  const ownerAccounts = parties.owners;
  const guestAccounts = parties.guests;
  const shopIds = parties.shopIds;

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const harness = new SocketHarness();
  // Sockets 0..owners-1 are the owners'; a push counts when it reaches the owner of the message's shop.
  await harness.connect(
    settings.chatSockets,
    (index) => (index % 2 === 0 ? gatewayA.url : gatewayB.url),
    (index) => ({ cookie: index < owners ? ownerAccounts[index].cookie : guestAccounts[index - owners].cookie }),
    (index, event, data, receivedAt) => {
      if (index >= owners || event !== CHAT_MESSAGE_SOCKET_EVENT) return;
      const started = sentAt.get((data as ChatSocketMessage).message);
      if (started !== undefined) latencies.push(receivedAt - started);
    },
  );
  const poster = new JsonPoster(gatewayA.url);
  const guestCookies = guestAccounts.map((guest) => ({ cookie: guest.browser.cookieHeader() }));
  try {
    let errors = 0;
    const send = (index: number, text: string) => {
      const guest = index % guests;
      sentAt.set(text, performance.now());
      poster
        .post('/api/chat/messages', { shopId: shopIds[guest % owners], message: text }, guestCookies[guest])
        .then((answer) => {
          if (answer.status !== 201) {
            errors += 1;
            if (errors <= 3) log(`    POST answered ${answer.status}: ${answer.text.slice(0, 200)}`);
          }
        })
        .catch((error: unknown) => {
          errors += 1;
          if (errors <= 3) log(`    POST failed: ${String(error).slice(0, 200)}`);
        });
    };
    log(`T6: warm-up, every guest opens its conversation at ${settings.chatMessagesPerSecond}/s`);
    const opened = await atRate(settings.chatMessagesPerSecond, guests / settings.chatMessagesPerSecond, (index) =>
      send(index, `warm ${runTag} ${index}`),
    );
    // Opening a conversation takes another path than a message in an open one: half a run of the measured path
    // follows, so the first run does not pay for its first sight (in full runs each run fell from the one before).
    log(`T6: warm-up, ${settings.chatSeconds / 2} s of messages in the open conversations`);
    const warmed =
      opened +
      (await atRate(settings.chatMessagesPerSecond, settings.chatSeconds / 2, (index) =>
        send(index, `warm ${runTag} again ${index}`),
      ));
    // The first run starts once the warm-up's pushes are in, not on top of their backlog.
    await waitFor('warm-up pushes', () => latencies.length >= warmed || undefined, { timeoutMs: 60_000 }).catch(
      () => undefined,
    );

    // CPU per message of every process on the path, over each run from the first send until the pushes are in.
    const cpu = new CpuMeter({
      chat: () => [stack.services.chat.pid],
      gateways: () => stack.gateways.map((gateway) => gateway.pid),
      catalog: () => [stack.services.catalog.pid],
      'admin-audit': () => [stack.services['admin-audit'].pid],
      identity: () => [stack.services.identity.pid],
      postgres: () => postgresPids(stack.databaseUrl),
      rabbitmq: () => pidsNamed('beam.smp'),
      redis: () => pidsNamed('redis-server'),
    });
    const cpuMsPerMessage: Array<Record<string, number>> = [];
    const idleWaitSeconds: number[] = [];
    const measured = await medianOfRuns(settings.runs, async (run) => {
      // Each run starts from a quiet stack: the warm-up (every guest opens a conversation) and an earlier run leave
      // consumers (views, statistics, audit) a backlog that would otherwise land on this run's first seconds.
      const quiet = await waitForIdleMachine();
      idleWaitSeconds.push(round(quiet.waitedMs / 1000, 1));
      log(`  run ${run + 1}: machine ${quiet.idle ? 'idle' : 'still busy'} after ${round(quiet.waitedMs / 1000, 1)} s`);
      // Late pushes of an earlier run must not count in this one.
      sentAt.clear();
      latencies.length = 0;
      errors = 0;
      await cpu.start();
      const sent = await atRate(settings.chatMessagesPerSecond, settings.chatSeconds, (index) =>
        send(index, `bench ${runTag} ${run} ${index}`),
      );
      await waitFor('pushes', () => latencies.length >= sent || undefined, { timeoutMs: GRACE_MS }).catch(
        () => undefined,
      );
      const figures = { ...summarize([...latencies], sent, sent, settings.chatSeconds), errors };
      // The CPU window closes once every push is in (late ones too), so it holds the whole path of every message.
      await waitFor('late pushes', () => latencies.length >= sent || undefined, { timeoutMs: 60_000 }).catch(
        () => undefined,
      );
      const perMessage = await cpu.stop(sent);
      cpuMsPerMessage.push(perMessage);
      log(
        `  run ${run + 1}: ${sent} messages, ${Math.round(figures.delivered * 100)} % delivered, p50 ${round(figures.p50, 1)} ` +
          `p95 ${round(figures.p95, 1)} p99 ${round(figures.p99, 1)} ms, ${errors} POST errors`,
      );
      if (errors > 0) logProblemLines([gatewayA, stack.services.chat]);
      log(
        `    CPU ms per message: ${Object.entries(perMessage)
          .map(([group, ms]) => `${group} ${round(ms, 2)}`)
          .join(', ')}`,
      );
      return figures;
    });
    const m = measured.median;
    const pass = m.p95 <= 50 && m.p99 <= 150 && m.delivered >= 1 && m.errors === 0;
    return {
      id: 'T6',
      title: `chat: POST message -> stored -> pushed to the other party, ${settings.chatSockets} sockets, ${settings.chatMessagesPerSecond} msg/s`,
      figure: `p95 ${round(m.p95, 1)} ms, p99 ${round(m.p99, 1)} ms, ${round(m.delivered * 100, 1)} % delivered`,
      baseline: '-',
      ratio: '-',
      target: 'p95 <= 50 ms, p99 <= 150 ms, 100 % delivered',
      verdict: pass ? 'pass' : 'fail',
      note: pass
        ? undefined
        : `p50 ${round(m.p50, 1)} ms; the push path is POST -> chat commit -> outbox relay -> RabbitMQ -> gateway.realtime ` +
          `queue -> Socket.IO (Redis adapter); ${m.errors} POST errors.`,
      details: { owners, guests, ...measured, cpuMsPerMessage, idleWaitSeconds },
    };
  } finally {
    harness.closeAll();
    poster.close();
  }
}

/** Guests sending T7's messages in turn: each stays far below the per-person chat send limit. */
const BROADCAST_GUESTS = 60;

/**
 * T7: one room of `broadcastSockets` sockets (one owner signed in on all of them, half on each gateway), pushed
 * `broadcastsPerSecond` times a second through the real chat path: guests POST /api/chat/messages to the owner's
 * shop through gateway A, chat stores each message with its outbox row, the relay publishes it to RabbitMQ, one
 * gateway takes it and the Redis adapter fans it out to both gateways' sockets. Latency from just before the POST
 * to each socket's push. B-io: a bare Socket.IO server, the same harness, a control socket asking for each push.
 */
export async function runBroadcastTarget(context: BenchContext): Promise<TargetResult> {
  const { stack, settings } = context;
  const [gatewayA, gatewayB] = stack.gateways;
  const count = settings.broadcastSockets;
  const expectedPerRun = Math.round(settings.broadcastsPerSecond * settings.broadcastSeconds) * count;
  const bIo = await startScriptProcess('B-io', join(__dirname, 'baselines', 'io-server.js'), {});
  const runTag = Date.now().toString(36);
  const owner = await registerOwner(gatewayA.url, `t7-owner-${runTag}`);
  const shop = await owner.browser.post('/api/shops', {
    name: `Bench Room ${runTag}`,
    location: 'Cork',
    description: 'Bench',
  });
  if (shop.status !== 201) throw new Error(`Shop creation answered ${shop.status}: ${shop.text}`);
  const shopId = shop.json.id as number;
  const guests = await Promise.all(
    Array.from({ length: BROADCAST_GUESTS }, (_, index) => createGuest(gatewayA.url, `t7-guest-${runTag}-${index}`)),
  );
  // Each guest's first message opens its conversation (chat must have heard shop.created first).
  for (const guest of guests) {
    await waitFor(
      `chat to know shop ${shopId}`,
      async () => (await guest.browser.post('/api/chat/messages', { shopId, message: 'hello' })).status === 201,
      { timeoutMs: 30_000, intervalMs: 200 },
    );
  }
  let postErrors = 0;
  const poster = new JsonPoster(gatewayA.url);
  const guestCookies = guests.map((guest) => ({ cookie: guest.browser.cookieHeader() }));

  const sentAt = new Map<string, number>();
  const latencies: number[] = [];
  const record = (_index: number, event: string, data: unknown, receivedAt: number) => {
    if (event !== CHAT_MESSAGE_SOCKET_EVENT) return;
    const started = sentAt.get((data as ChatSocketMessage).message);
    if (started !== undefined) latencies.push(receivedAt - started);
  };
  const baselineHarness = new SocketHarness();
  const systemHarness = new SocketHarness();
  const control = new SocketHarness();
  try {
    log(`T7: ${count} sockets on B-io and ${count} on the two gateways`);
    await baselineHarness.connect(
      count,
      () => bIo.url,
      () => ({ query: { room: 'bench' } }),
      record,
    );
    await control.connect(
      1,
      () => bIo.url,
      () => ({}),
      () => undefined,
    );
    const controlSocket = control.socket(0);
    await systemHarness.connect(
      count,
      (index) => (index % 2 === 0 ? gatewayA.url : gatewayB.url),
      () => ({ cookie: owner.cookie }),
      record,
    );
    const baselineSend = (run: number) => (index: number) => {
      const text = `io ${run} ${index}`;
      sentAt.set(text, performance.now());
      controlSocket.emit('broadcast', { room: 'bench', event: CHAT_MESSAGE_SOCKET_EVENT, data: { message: text } });
    };
    const systemSend = (run: number) => (index: number) => {
      const text = `gw ${runTag} ${run} ${index}`;
      sentAt.set(text, performance.now());
      poster
        .post('/api/chat/messages', { shopId, message: text }, guestCookies[index % guests.length])
        .then((answer) => {
          if (answer.status !== 201) postErrors += 1;
        })
        .catch(() => (postErrors += 1));
    };
    const measure = async (send: (index: number) => void) => {
      sentAt.clear();
      latencies.length = 0;
      postErrors = 0;
      await atRate(settings.broadcastsPerSecond, settings.broadcastSeconds, send);
      await waitFor('deliveries', () => latencies.length >= expectedPerRun || undefined, { timeoutMs: GRACE_MS }).catch(
        () => undefined,
      );
      return summarize([...latencies], expectedPerRun / count, expectedPerRun, settings.broadcastSeconds);
    };
    log('T7: warm-up');
    await atRate(settings.broadcastsPerSecond, 1, baselineSend(-1));
    await atRate(settings.broadcastsPerSecond, 1, systemSend(-1));
    await sleep(1_000);
    const measured = await medianOfRuns(settings.runs, async (run) => {
      const baseline = await measure(baselineSend(run));
      const system = await measure(systemSend(run));
      log(
        `  run ${run + 1}: B-io p99 ${round(baseline.p99, 1)} ms (${Math.round(baseline.perSecond)}/s, ${Math.round(baseline.delivered * 100)} %) | ` +
          `gateways p99 ${round(system.p99, 1)} ms (${Math.round(system.perSecond)}/s, ${Math.round(system.delivered * 100)} %)`,
      );
      return {
        ioP50: baseline.p50,
        ioP99: baseline.p99,
        ioDelivered: baseline.delivered,
        ioPerSecond: baseline.perSecond,
        postErrors,
        p50: system.p50,
        p99: system.p99,
        delivered: system.delivered,
        perSecond: system.perSecond,
      };
    });
    const m = measured.median;
    const ratio = m.p99 / m.ioP99;
    const pass = ratio <= 2 && m.delivered >= 0.999 && m.postErrors === 0;
    return {
      id: 'T7',
      title:
        `room broadcast through chat, outbox and RabbitMQ, ${count} sockets, ` +
        `${settings.broadcastsPerSecond * count} deliveries/s, two gateways with Redis`,
      figure: `p99 ${round(m.p99, 1)} ms, ${Math.round(m.perSecond)} deliveries/s, ${round(m.delivered * 100, 1)} % delivered`,
      baseline: `B-io p99 ${round(m.ioP99, 1)} ms (${Math.round(m.ioPerSecond)}/s)`,
      ratio: `${round(ratio, 2)} x`,
      target: "p99 <= 2 x B-io's p99",
      verdict: pass ? 'pass' : 'fail',
      note:
        `p50 ${round(m.p50, 1)} ms against B-io's ${round(m.ioP50, 1)} ms; ${m.postErrors} POST errors. The system's ` +
        'push adds the POST, the chat commit, the outbox relay, RabbitMQ, the gateway consumer and the Redis adapter ' +
        'hop to the second gateway before the same fan-out.',
      details: measured,
    };
  } finally {
    control.closeAll();
    baselineHarness.closeAll();
    systemHarness.closeAll();
    poster.close();
    await bIo.stop();
  }
}

/**
 * The last warnings and errors the processes logged (the bench stack logs at warn), beside a run with failed POSTs:
 * what the gateway or chat said about them, if anything.
 */
function logProblemLines(processes: Array<{ name: string; output(): string }>): void {
  for (const process of processes) {
    const lines = process
      .output()
      .split('\n')
      .filter((line) => /"level":(40|50|60)\b/.test(line));
    log(`    ${process.name}: ${lines.length} warn/error lines${lines.length ? ', the last ones:' : ''}`);
    for (const line of lines.slice(-3)) log(`      ${line.slice(0, 400)}`);
  }
}
