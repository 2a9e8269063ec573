import { AddressInfo, createServer } from 'node:net';
import { Logger } from '@nestjs/common';
import { ensureTestServers } from '@app/testing';
import { awaitFirstConnection, openBrokerConnection } from '../broker-connection';

jest.setTimeout(30_000);

/** A port nothing listens on: bound once, then released. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}

describe('Broker connection at start-up', () => {
  const logger = new Logger('broker-connection-test');
  let amqpUrl: string;

  beforeAll(async () => {
    ({ amqpUrl } = await ensureTestServers('rabbitmq'));
  });

  it('is ready once the channel has set up', async () => {
    const connection = openBrokerConnection({ url: amqpUrl, label: 'test' }, logger);
    let setUp = false;
    const channel = connection.createChannel({
      setup: () => {
        setUp = true;
        return Promise.resolve();
      },
    });
    try {
      await expect(awaitFirstConnection(connection, channel, 5_000)).resolves.toBeNull();
      expect(setUp).toBe(true);
      expect(connection.isConnected()).toBe(true);
    } finally {
      await connection.close();
    }
  });

  it('gives up at the first failed attempt without a broker, well before the timeout, and says why', async () => {
    const connection = openBrokerConnection(
      { url: `amqp://guest:guest@127.0.0.1:${await closedPort()}`, label: 'test', reconnectSeconds: 0.2 },
      logger,
    );
    const channel = connection.createChannel({});
    const started = Date.now();
    try {
      const reason = await awaitFirstConnection(connection, channel, 20_000);
      expect(reason).toMatch(/ECONNREFUSED/);
      expect(Date.now() - started).toBeLessThan(10_000);
    } finally {
      await connection.close();
    }
  });
});
