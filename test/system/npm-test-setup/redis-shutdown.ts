import Redis from 'ioredis';

/** Stops the Redis server on that local port, as an operator's `redis-cli shutdown nosave` would. */
export async function shutDownRedis(port: number): Promise<void> {
  const client = new Redis({ port, host: '127.0.0.1', lazyConnect: true, maxRetriesPerRequest: 0 });
  await client.connect();
  // The server closes the connection instead of answering SHUTDOWN.
  await client.shutdown('NOSAVE').catch(() => undefined);
  client.disconnect();
}
