import { Redis } from 'ioredis';
import { ensureTestServers } from '../test-servers';
import { HarnessExtra } from './harness-extra';

export interface RedisExtra {
  client: Redis;
  /** REDIS_KEY_PREFIX of the run (its namespace), so runs never share a key. */
  keyPrefix: string;
}

/** The test Redis as the service's REDIS_URL under a prefix of the run's own, and a client for the test. */
export const redisExtra: HarnessExtra<RedisExtra> = async ({ namespace }) => {
  const { redisUrl } = await ensureTestServers('redis');
  const client = new Redis(redisUrl);
  return {
    env: { REDIS_URL: redisUrl, REDIS_KEY_PREFIX: namespace },
    value: { client, keyPrefix: namespace },
    stop: async () => client.disconnect(),
  };
};
