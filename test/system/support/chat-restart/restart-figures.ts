import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { SimulatedChatClient } from './simulated-chat-client';

/** What the gateway-restart test measured; printed and written to dist/test-reports/restart.json. */
export interface RestartFigures {
  sockets: number;
  socketsOnRestartedGateway: number;
  socketsOnOtherGateway: number;
  /** Sockets of the restarted gateway that connected again. */
  reconnected: number;
  /** One message to every conversation while the restarted gateway was down. */
  sentDuringOutage: number;
  /** One more to every conversation while the gateway came back and its sockets reconnected. */
  sentWhileReconnecting: number;
  /** Of those two kinds: how many reached their client by a socket push. */
  deliveredLive: number;
  /** ...and how many only by the client's resync after reconnecting. */
  recoveredByResync: number;
  /** ...and how many came both ways, shown once. */
  cameBothWaysShownOnce: number;
  /** ...that no client holds. */
  missing: number;
  /** Messages a client holds more than once. */
  duplicatesShown: number;
  /** One message to every conversation after every socket was back, and how many of them arrived by push. */
  sentAfterReconnect: number;
  liveAfterReconnect: number;
  /** Clients whose merged list is not exactly, in order, the messages the server stored in their conversation. */
  clientsNotHoldingExactlyTheirConversation: number;
  /** Informational only (never asserted): wall-clock milliseconds of the phases on this machine. */
  timingsMs: Record<string, number>;
}

/** Counts, over every client, how the messages it should have got during the restart reached it. */
export function countRecovery(
  clients: readonly SimulatedChatClient[],
  expectedIds: ReadonlyMap<SimulatedChatClient, readonly number[]>,
) {
  let deliveredLive = 0;
  let recoveredByResync = 0;
  let cameBothWaysShownOnce = 0;
  let missing = 0;
  for (const client of clients) {
    const held = new Set(client.ids());
    for (const id of expectedIds.get(client) ?? []) {
      if (!held.has(id)) missing++;
      else if (client.liveIds.has(id)) deliveredLive++;
      else recoveredByResync++;
      if (client.liveIds.has(id) && client.resyncedIds.has(id)) cameBothWaysShownOnce++;
    }
  }
  return { deliveredLive, recoveredByResync, cameBothWaysShownOnce, missing };
}

/** Messages a client holds more than once, over every client. */
export function countDuplicatesShown(clients: readonly SimulatedChatClient[]): number {
  return clients.reduce((total, client) => total + client.ids().length - new Set(client.ids()).size, 0);
}

/** Prints the figures and writes them to dist/test-reports/restart.json (next to the other test reports). */
export async function reportRestartFigures(figures: RestartFigures): Promise<string> {
  const directory = join(__dirname, '..', '..', '..', '..', 'dist', 'test-reports');
  await mkdir(directory, { recursive: true });
  const file = join(directory, 'restart.json');
  await writeFile(file, `${JSON.stringify(figures, null, 2)}\n`);
  console.log(`Gateway restart figures (${file}):\n${JSON.stringify(figures, null, 2)}`);
  return file;
}
