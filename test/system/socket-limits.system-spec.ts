import { io, Socket } from 'socket.io-client';
import { recordSessionFigures } from './support/sessions-report';
import { ServiceProcess } from './support/service-process';
import { startSystem, SystemUnderTest } from './support/system-under-test';

jest.setTimeout(120_000);

const PER_MINUTE = 5;

/**
 * Socket.IO connections are limited per client network across gateway processes: two gateways sharing Redis
 * allow SOCKET_CONNECTIONS_PER_MINUTE new connections a minute from one address between them, then refuse the
 * handshake (403 on polling, a connect_error on WebSocket) while the open sockets carry on.
 */
describe('socket connection limit across two gateways', () => {
  let system: SystemUnderTest;
  const sockets: Socket[] = [];

  beforeAll(async () => {
    system = await startSystem('socket-limits', ['identity'], {
      gateways: 2,
      gatewayEnv: { SOCKET_CONNECTIONS_PER_MINUTE: String(PER_MINUTE), RATE_LIMIT_MULTIPLIER: '1' },
    });
  });

  afterAll(async () => {
    for (const socket of sockets.splice(0)) socket.disconnect();
    await system?.stop();
  });

  function connect(gateway: ServiceProcess): Promise<Socket> {
    const socket = io(gateway.url, {
      path: '/socket.io',
      transports: ['websocket'],
      reconnection: false,
      forceNew: true,
    });
    sockets.push(socket);
    return new Promise((resolve, reject) => {
      socket.once('connect', () => resolve(socket));
      socket.once('connect_error', reject);
    });
  }

  it('refuses new connections from one network after the limit, on either gateway', async () => {
    // The limit counts in minute windows: start well inside one.
    const intoMinute = Date.now() % 60_000;
    if (intoMinute > 45_000) await new Promise((resolve) => setTimeout(resolve, 60_500 - intoMinute));
    const [a, b] = system.gateways;
    const outcomes: string[] = [];
    for (let attempt = 0; attempt < PER_MINUTE + 2; attempt += 1) {
      const gateway = attempt % 2 === 0 ? a! : b!;
      outcomes.push(
        await connect(gateway).then(
          () => 'connected',
          () => 'refused',
        ),
      );
    }
    const polling = await Promise.all(
      system.gateways.map(async (gateway) => {
        const response = await fetch(`${gateway.url}/socket.io/?EIO=4&transport=polling`);
        return { status: response.status, body: (await response.json()) as { message: string } };
      }),
    );
    await recordSessionFigures(
      'socket-limit',
      `socket limit: ${PER_MINUTE} a minute per network across 2 gateways; attempts ${outcomes.join(', ')}; ` +
        `polling handshakes answered ${polling.map((answer) => answer.status).join(', ')}`,
      { perMinute: PER_MINUTE, outcomes, polling },
    );
    expect(outcomes).toEqual([...Array<string>(PER_MINUTE).fill('connected'), 'refused', 'refused']);
    for (const answer of polling) {
      expect(answer.status).toBe(403);
      expect(answer.body.message).toMatch(/^Too many connections\. Please try again in \d+ seconds\.$/);
    }
    expect(sockets.slice(0, PER_MINUTE).every((socket) => socket.connected)).toBe(true);
  });
});
