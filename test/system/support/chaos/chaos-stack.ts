import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import {
  createTcpProxy,
  createTestDatabase,
  deleteAmqpNamespace,
  ensureTestServers,
  TcpProxy,
  TestDatabase,
  uniqueNamespace,
} from '@app/testing';
import { ServiceProcess, startServiceProcess } from '../service-process';

export type ChaosRole = 'producer' | 'consumer';

/**
 * Two services as processes over the real RabbitMQ, both reaching it through one TCP proxy the test can cut:
 * catalog as the producer (its outbox relay runs inside its process, so killing the process kills the relay) and
 * identity as the consumer (its product.created handler counts products per shop, an effect that is wrong if
 * applied twice). Every process ever started is kept, so the logs of killed ones can still be read.
 */
export class ChaosStack {
  private readonly instances: Record<ChaosRole, ServiceProcess[]> = { producer: [], consumer: [] };

  private constructor(
    readonly database: TestDatabase,
    readonly sql: Client,
    readonly proxy: TcpProxy,
    readonly amqpUrl: string,
    readonly namespace: string,
    readonly secret: string,
    private readonly dataDir: string,
    private readonly env: Record<ChaosRole, Record<string, string>>,
  ) {}

  static async start(label: string): Promise<ChaosStack> {
    const { amqpUrl } = await ensureTestServers('postgres', 'rabbitmq');
    const database = await createTestDatabase(`system-${label}`);
    const namespace = uniqueNamespace(`system-${label}`);
    const dataDir = await mkdtemp(join(tmpdir(), `${label}-system-`));
    const broker = new URL(amqpUrl);
    const proxy = await createTcpProxy({ host: broker.hostname, port: Number(broker.port || 5672) });
    const proxied = new URL(amqpUrl);
    proxied.hostname = '127.0.0.1';
    proxied.port = String(proxy.port);
    const secret = randomBytes(32).toString('hex');
    const common = {
      DATABASE_URL: database.url,
      AMQP_URL: proxied.toString(),
      EVENTS_NAMESPACE: namespace,
      INTERNAL_SECRET: secret,
      EVENTS_RETRY_DELAYS_MS: '50,100,200,400',
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      CHAT_SEND_LIMIT_PER_MINUTE: '100000',
    };
    const sql = new Client({ connectionString: database.url });
    await sql.connect();
    const stack = new ChaosStack(database, sql, proxy, amqpUrl, namespace, secret, dataDir, {
      producer: { ...common, LOG_LEVEL: 'warn' },
      // info: the consumer logs each broker redelivery and each duplicate its inbox skipped, which the test counts.
      consumer: { ...common, LOG_LEVEL: 'info' },
    });
    // The consumer first, so its queue is bound before the producer's first event goes out.
    await stack.launch('consumer');
    await stack.launch('producer');
    return stack;
  }

  current(role: ChaosRole): ServiceProcess {
    const list = this.instances[role];
    return list[list.length - 1];
  }

  /** SIGKILL, then a fresh process of the same service on the same database and broker names. */
  async crashAndRestart(role: ChaosRole): Promise<void> {
    await this.current(role).kill();
    await this.launch(role);
  }

  /** How many times a role's process was started. */
  starts(role: ChaosRole): number {
    return this.instances[role].length;
  }

  /** Everything every process of a role printed, killed ones included. */
  output(role: ChaosRole): string {
    return this.instances[role].map((instance) => instance.output()).join('\n');
  }

  async stop(): Promise<void> {
    for (const role of ['producer', 'consumer'] as const) await this.current(role)?.stop();
    await this.proxy.close();
    await this.sql.end();
    await deleteAmqpNamespace(this.amqpUrl, this.namespace, ['catalog', 'identity']).catch(() => undefined);
    await this.database.drop();
    await rm(this.dataDir, { recursive: true, force: true });
  }

  private async launch(role: ChaosRole): Promise<void> {
    const name = role === 'producer' ? 'catalog' : 'identity';
    this.instances[role].push(await startServiceProcess(name, this.env[role], '/health'));
  }
}
