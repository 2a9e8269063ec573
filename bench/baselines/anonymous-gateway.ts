/**
 * T4's gateway without its edge checks: the gateway as built, every caller anonymous through createGatewayApp's
 * `sessionResolver` option (no session lookup at identity or in Redis). The bench starts it without REDIS_URL, so
 * its rate limits count in this process's memory, with nothing to wait for. The production gateway carries no
 * switch for this: the bench swaps the parts instead.
 */
import 'reflect-metadata';
import { AnonymousSessionResolver, createGatewayApp, loadGatewayConfig } from '@app/gateway';

async function main(): Promise<void> {
  const config = loadGatewayConfig(process.env);
  const app = await createGatewayApp(config, { handleSignals: true, sessionResolver: new AnonymousSessionResolver() });
  await app.listen(config.PORT, config.HOST);
}

main().catch((error: unknown) => {
  process.stderr.write(`anonymous gateway failed: ${(error as Error).stack ?? String(error)}\n`);
  process.exit(1);
});
