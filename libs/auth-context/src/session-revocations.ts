/**
 * The signal that a session ended (sign-out, ban, suspension, deletion, password reset, a replaced guest session):
 * identity sends the ended sessions' token hashes, every gateway process closes the sockets opened with them.
 * Across processes it travels on the Redis channel `<REDIS_KEY_PREFIX>sessions.revoked`; in one process (embedded
 * mode, no REDIS_URL) through `inProcessSessionRevocations`.
 */
export interface SessionRevocation {
  /** SHA-256 hashes (hashSessionToken) of ended sessions of people. */
  sessions: string[];
  /** SHA-256 hashes of ended guest sessions. */
  guests: string[];
}

export function sessionRevocationChannel(keyPrefix: string): string {
  return `${keyPrefix}sessions.revoked`;
}

const MAX_HASHES = 10_000;

function hashList(value: unknown): string[] | null {
  if (value === undefined) return [];
  if (!Array.isArray(value) || value.length > MAX_HASHES) return null;
  return value.every((item) => typeof item === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(item))
    ? (value as string[])
    : null;
}

/** A revocation message from the channel, or null when it is not one. */
export function parseSessionRevocation(message: string): SessionRevocation | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(message);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const body = parsed as Record<string, unknown>;
  const sessions = hashList(body.sessions);
  const guests = hashList(body.guests);
  return sessions && guests ? { sessions, guests } : null;
}

type RevocationListener = (revocation: SessionRevocation) => void;

/** Listeners in this process: the embedded host runs identity and the gateway in one. */
class InProcessSessionRevocations {
  private readonly listeners = new Set<RevocationListener>();

  listen(listener: RevocationListener): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  announce(revocation: SessionRevocation): void {
    for (const listener of this.listeners) listener(revocation);
  }
}

export const inProcessSessionRevocations = new InProcessSessionRevocations();
