/** B-hello: a bare Fastify hello, the cheapest HTTP round trip this machine serves. */
import Fastify from 'fastify';

async function main(): Promise<void> {
  const app = Fastify({ logger: false });
  app.get('/health', () => ({ status: 'ok' }));
  app.get('/hello', () => ({ hello: 'world' }));
  await app.listen({ port: Number(process.env.PORT), host: process.env.HOST ?? '127.0.0.1' });
}

main().catch((error: unknown) => {
  process.stderr.write(`B-hello failed: ${String(error)}\n`);
  process.exit(1);
});
