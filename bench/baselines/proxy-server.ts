/**
 * B-proxy: the floor of a proxy hop in Node on this machine. Every request is streamed to UPSTREAM_URL over a
 * keep-alive agent and its answer piped back, with node:http as the gateway uses it and nothing else: no route
 * table, checks, identity or logging. Headers in both directions go through the gateway's own filter of hop-by-hop
 * headers (its response filter, which also drops the request id the gateway would set).
 */
import { Agent, createServer, request } from 'node:http';
import { clientResponseHeaders as withoutHopByHop } from '../../gateway/src/proxy/proxy-headers';

function main(): void {
  const upstream = new URL(process.env.UPSTREAM_URL ?? '');
  const agent = new Agent({ keepAlive: true, maxSockets: 256, noDelay: true });
  const server = createServer((incoming, outgoing) => {
    const forwarded = request(
      {
        hostname: upstream.hostname,
        port: upstream.port,
        method: incoming.method,
        path: incoming.url,
        agent,
        headers: withoutHopByHop(incoming.headers),
      },
      (answer) => {
        outgoing.writeHead(answer.statusCode ?? 502, withoutHopByHop(answer.headers));
        answer.pipe(outgoing);
      },
    );
    forwarded.on('error', () => outgoing.destroy());
    incoming.pipe(forwarded);
  });
  server.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
}

try {
  main();
} catch (error) {
  process.stderr.write(`B-proxy failed: ${String(error)}\n`);
  process.exit(1);
}
