import type { AddressInfo } from 'node:net';
import { Writable } from 'node:stream';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { createGatewayApp, GatewayAppOptions, loadGatewayConfig } from '@app/gateway';

export const TEST_SECRET = 'test-internal-secret-that-is-long-enough-0123456789';

export interface RunningGateway {
  app: NestExpressApplication;
  url: string;
  port: number;
  /** Every JSON log line written so far. */
  logs: Record<string, unknown>[];
  close(): Promise<void>;
}

/** Starts createGatewayApp on a random port with the given variables, collecting its log lines. */
export async function startGateway(
  env: Record<string, string | undefined>,
  options: Omit<GatewayAppOptions, 'logDestination'> = {},
): Promise<RunningGateway> {
  const logs: Record<string, unknown>[] = [];
  let pending = '';
  const destination = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) logs.push(JSON.parse(line) as Record<string, unknown>);
      callback();
    },
  });
  const config = loadGatewayConfig({ INTERNAL_SECRET: TEST_SECRET, HOST: '127.0.0.1', ...env });
  const app = await createGatewayApp(config, { ...options, handleSignals: false, logDestination: destination });
  await app.listen(0, '127.0.0.1');
  const { port } = app.getHttpServer().address() as AddressInfo;
  return { app, url: `http://127.0.0.1:${port}`, port, logs, close: () => app.close() };
}
