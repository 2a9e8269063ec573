import { signIdentity } from '@app/auth-context';

export interface WriteOutcome {
  requests: number;
  /** Shop ids of the requests answered 2xx. */
  accepted: number[];
  /** Requests answered with another status. */
  refused: number;
  /** Requests that got no answer (connection reset by the kill). */
  cutOff: number;
}

/**
 * Fires `count` shop creations at once straight at catalog's port (signed as one shop owner, as the gateway would
 * sign them) and runs `kill` as soon as `killAfter` of them have been answered, so the rest are in flight when
 * the process dies.
 */
export async function createShopsAndKillMidway(options: {
  url: string;
  secret: string;
  ownerId: number;
  count: number;
  killAfter: number;
  kill: () => Promise<void>;
}): Promise<WriteOutcome> {
  const outcome: WriteOutcome = { requests: options.count, accepted: [], refused: 0, cutOff: 0 };
  let answered = 0;
  let killing: Promise<void> | undefined;
  const owner = {
    userId: options.ownerId,
    role: 'shop_owner' as const,
    isAdmin: false,
    banned: false,
    guestSessionId: null,
    name: 'Chaos Owner',
    email: null,
  };
  await Promise.all(
    Array.from({ length: options.count }, async (_, index) => {
      try {
        const response = await fetch(`${options.url}/api/shops`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', ...signIdentity(owner, options.secret) },
          body: JSON.stringify({ name: `Crash-test shop ${index}`, location: 'Athlone' }),
        });
        const body = (await response.json()) as { id?: number };
        if (response.ok && typeof body.id === 'number') outcome.accepted.push(body.id);
        else outcome.refused += 1;
      } catch {
        outcome.cutOff += 1;
      }
      answered += 1;
      if (answered === options.killAfter) killing = options.kill();
    }),
  );
  await killing;
  return outcome;
}
