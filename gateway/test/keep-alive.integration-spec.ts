import { Agent, get, IncomingMessage } from 'node:http';
import { connect } from 'node:net';
import { waitFor } from '@app/testing';
import { FakeUpstream, upstreamsFor } from './support/fake-upstream';
import { RunningGateway, startGateway } from './support/start-gateway';

/** GET through a keep-alive agent, the body read to its end. */
function fetchOver(agent: Agent, url: string): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const outgoing = get(url, { agent }, (response) => {
      response.resume();
      response.on('end', () => resolve(response));
    });
    outgoing.on('error', reject);
  });
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('gateway: idle client connections', () => {
  let upstream: FakeUpstream;
  let patient: RunningGateway;
  let quick: RunningGateway;
  const agents: Agent[] = [];
  const keptAgent = () => {
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    agents.push(agent);
    return agent;
  };

  beforeAll(async () => {
    upstream = await FakeUpstream.start();
    patient = await startGateway(upstreamsFor(upstream.url));
    quick = await startGateway({ ...upstreamsFor(upstream.url), KEEP_ALIVE_TIMEOUT_MS: '1500' });
  });

  afterAll(async () => {
    for (const agent of agents) agent.destroy();
    await patient?.close();
    await quick?.close();
    await upstream?.close();
  });

  it('keeps an idle connection 65 s by default, longer than the usual 60 s of a proxy in front, and says so', async () => {
    const response = await fetchOver(keptAgent(), `${patient.url}/api/categories`);
    expect(response.statusCode).toBe(200);
    expect(response.headers.connection).toBe('keep-alive');
    expect(response.headers['keep-alive']).toBe('timeout=65');
  });

  it('answers again on a connection idle for less than KEEP_ALIVE_TIMEOUT_MS and closes it once idle longer', async () => {
    // A bare socket: a client's agent closes sockets on its own, by the server's Keep-Alive hint.
    const socket = connect(quick.port, '127.0.0.1');
    let received = '';
    let closedAt: number | undefined;
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => (received += chunk));
    socket.on('close', () => (closedAt = Date.now()));
    const answers = () => received.split('HTTP/1.1 200 ').length - 1;
    const ask = () => socket.write('GET /api/categories HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n');
    try {
      ask();
      await waitFor('the first answer', () => answers() === 1 || undefined);
      expect(received).toContain('Keep-Alive: timeout=1');
      await pause(500);
      ask();
      await waitFor('the second answer on the same connection', () => answers() === 2 || undefined);
      const answeredAt = Date.now();
      await waitFor('the gateway closing the idle connection', () => closedAt, { timeoutMs: 5_000 });
      expect(closedAt! - answeredAt).toBeGreaterThanOrEqual(1_000);
    } finally {
      socket.destroy();
    }
  });
});
