import 'reflect-metadata';
import { ConfigError } from '@app/config';
import { createGatewayApp } from './create-gateway-app';
import { loadGatewayConfig } from './gateway.config';

async function main(): Promise<void> {
  const config = loadGatewayConfig(process.env);
  const app = await createGatewayApp(config, { handleSignals: true });
  await app.listen(config.PORT, config.HOST);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError) {
    process.stderr.write(`gateway: ${error.message}\n`);
  } else {
    process.stderr.write(`gateway failed to start: ${(error as Error).stack ?? String(error)}\n`);
  }
  process.exit(1);
});
