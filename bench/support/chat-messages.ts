import { ANONYMOUS, signIdentity } from '@app/auth-context';
import { waitFor } from '@app/testing';
import { BenchStack } from './bench-stack';
import { JsonPoster } from './json-post';
import { chatParties } from './people';

/** Guests writing the messages in turn, each in its own conversation (the bench stack lifts chat's send limit). */
const GUESTS = 100;

export interface DirectChatOptions {
  /** Names the parties (`<name>-<time>`) and the user agent the sends are signed with (`bench-<name>`). */
  name: string;
  /** Each answer's status (0: the request failed) and the milliseconds from its send to the end of its answer. */
  onAnswer?: (status: number, ms: number) => void;
}

/**
 * Guests' chat messages at a steady rate, in turn: each POST commits a chat.message.sent that admin-audit records.
 * The guests, their shops and conversations are made through the gateway; the messages go to the chat service
 * directly, signed as the gateway signs them: the event is what T9 and message-cost follow, and the gateway's hop
 * is T3's.
 */
export async function directChatMessages(
  stack: Pick<BenchStack, 'gateways' | 'services' | 'secret'>,
  { name, onAnswer }: DirectChatOptions,
) {
  const { shopIds, guests } = await chatParties(stack.gateways[0].url, {
    owners: 2,
    guests: GUESTS,
    label: `${name}-${Date.now().toString(36)}`,
  });
  const chat = new JsonPoster(stack.services.chat.url);
  let failed = 0;
  /** How the failed sends failed: status and the answer's first words, with a count each. */
  const failures = new Map<string, number>();
  let pending = 0;
  let next = 0;
  const send = () => {
    const guest = next % guests.length;
    next += 1;
    pending += 1;
    const identity = { ...ANONYMOUS, guestSessionId: guests[guest].guestSessionId };
    const headers = signIdentity(identity, stack.secret, Date.now(), {
      ip: '198.51.100.7',
      userAgent: `bench-${name}`,
    });
    const sentAt = performance.now();
    void chat
      .post('/api/chat/messages', { shopId: shopIds[guest % shopIds.length], message: `lag ${next}` }, headers)
      .then(({ status, text }) => {
        if (status !== 201) {
          failed += 1;
          const kind = `${status} ${text.slice(0, 120)}`;
          failures.set(kind, (failures.get(kind) ?? 0) + 1);
        }
        pending -= 1;
        onAnswer?.(status, performance.now() - sentAt);
      });
  };
  /** Waits for every message sent so far to be answered (their events are then committed). */
  const settled = () =>
    waitFor('the messages to be answered', () => pending === 0 || undefined, { timeoutMs: 60_000, intervalMs: 20 });
  const failureKinds = () => [...failures].map(([kind, count]) => `${count} x ${kind}`).join('; ');
  return { send, settled, failed: () => failed, failureKinds, guests: guests.length, close: () => chat.close() };
}
