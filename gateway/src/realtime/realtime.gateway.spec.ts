import type { IncomingMessage } from 'node:http';
import type { Socket } from 'socket.io';
import { ANONYMOUS, RequestIdentity } from '@app/auth-context';
import { SessionLookup, SessionResolver } from '../session/session-resolver';
import { RealtimeGateway, SOCKET_SESSION_RECHECK_MS } from './realtime.gateway';

class ScriptedResolver extends SessionResolver {
  next: SessionLookup | Error = { identity: { ...ANONYMOUS }, expiresAt: null, unresolved: false };

  resolve(): Promise<RequestIdentity> {
    return Promise.reject(new Error('not used'));
  }

  override lookup(_request: IncomingMessage): Promise<SessionLookup> {
    return this.next instanceof Error ? Promise.reject(this.next) : Promise.resolve(this.next);
  }
}

interface FakeSocket {
  id: string;
  connected: boolean;
  data: Record<string, unknown>;
  request: IncomingMessage;
  rooms: string[];
  join(rooms: string[]): Promise<void>;
  on(event: string, listener: () => void): void;
  disconnect(close: boolean): void;
}

function fakeSocket(): FakeSocket {
  const socket: FakeSocket = {
    id: 'socket-1',
    connected: true,
    data: {},
    request: { headers: {} } as IncomingMessage,
    rooms: [],
    join(rooms) {
      socket.rooms.push(...rooms);
      return Promise.resolve();
    },
    on: () => undefined,
    disconnect() {
      socket.connected = false;
    },
  };
  return socket;
}

const person = { ...ANONYMOUS, userId: 7, role: 'customer' as const };

function signedIn(expiresAt: number): SessionLookup {
  return { identity: person, sessionHash: 'hash-7', expiresAt, unresolved: false };
}

describe(RealtimeGateway.name, () => {
  let resolver: ScriptedResolver;
  let gateway: RealtimeGateway;
  let socket: FakeSocket;

  /** Admits the socket as the resolver says, then lets `ms` pass and the re-check's lookup settle. */
  async function admitAndWait(ms: number): Promise<void> {
    await (gateway as unknown as { admit(socket: Socket): Promise<void> }).admit(socket as unknown as Socket);
    await jest.advanceTimersByTimeAsync(ms);
  }

  beforeEach(() => {
    jest.useFakeTimers();
    resolver = new ScriptedResolver();
    gateway = new RealtimeGateway(resolver);
    socket = fakeSocket();
  });

  afterEach(() => {
    jest.useRealTimers();
  });

  it('joins the person room and the room of the session it was opened with', async () => {
    resolver.next = signedIn(Date.now() + 60_000);
    await admitAndWait(0);
    expect(socket.rooms).toEqual(['user:7', 'session:hash-7']);
  });

  it('closes the socket when its session expires', async () => {
    resolver.next = signedIn(Date.now() + 5_000);
    await admitAndWait(4_999);
    expect(socket.connected).toBe(true);
    await jest.advanceTimersByTimeAsync(1);
    expect(socket.connected).toBe(false);
  });

  it('re-checks a long session now and then: closes it once identity no longer knows it', async () => {
    resolver.next = signedIn(Date.now() + 30 * 86_400_000);
    await admitAndWait(SOCKET_SESSION_RECHECK_MS);
    expect(socket.connected).toBe(true);
    resolver.next = { identity: { ...ANONYMOUS }, expiresAt: null, unresolved: false };
    await jest.advanceTimersByTimeAsync(SOCKET_SESSION_RECHECK_MS);
    expect(socket.connected).toBe(false);
  });

  it('keeps the socket while identity cannot be asked, and checks again later', async () => {
    resolver.next = signedIn(Date.now() + 30 * 86_400_000);
    await admitAndWait(0);
    resolver.next = { identity: { ...ANONYMOUS }, expiresAt: null, unresolved: true };
    await jest.advanceTimersByTimeAsync(SOCKET_SESSION_RECHECK_MS);
    expect(socket.connected).toBe(true);
    resolver.next = new Error('lookup failed');
    await jest.advanceTimersByTimeAsync(SOCKET_SESSION_RECHECK_MS);
    expect(socket.connected).toBe(true);
    resolver.next = { identity: { ...ANONYMOUS }, expiresAt: null, unresolved: false };
    await jest.advanceTimersByTimeAsync(SOCKET_SESSION_RECHECK_MS);
    expect(socket.connected).toBe(false);
  });

  it('sets no timer for an anonymous socket', async () => {
    await admitAndWait(0);
    expect(socket.data.sessionTimer).toBeUndefined();
    expect(socket.rooms).toEqual([]);
  });
});
