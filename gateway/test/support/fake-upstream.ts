import { createServer, IncomingMessage, Server, ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export type UpstreamHandler = (request: IncomingMessage, response: ServerResponse) => void;

/** A tiny HTTP server standing in for one of our services; counts TCP connections and records requests. */
export class FakeUpstream {
  connections = 0;
  readonly requests: IncomingMessage[] = [];
  handler: UpstreamHandler = (_request, response) => {
    response.writeHead(200, { 'content-type': 'text/plain' });
    response.end('ok');
  };
  private readonly server: Server;

  private constructor() {
    this.server = createServer((request, response) => {
      this.requests.push(request);
      this.handler(request, response);
    });
    this.server.on('connection', () => {
      this.connections += 1;
    });
  }

  static async start(): Promise<FakeUpstream> {
    const upstream = new FakeUpstream();
    await new Promise<void>((resolve) => upstream.server.listen(0, '127.0.0.1', resolve));
    return upstream;
  }

  get url(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }

  reset(): void {
    this.requests.length = 0;
    this.handler = (_request, response) => {
      response.writeHead(200, { 'content-type': 'text/plain' });
      response.end('ok');
    };
  }

  async close(): Promise<void> {
    this.server.closeAllConnections();
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }
}

/** A URL on which nothing listens (a port taken and released). */
export async function deadUrl(): Promise<string> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return `http://127.0.0.1:${port}`;
}

export function readBody(request: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    request.on('error', reject);
  });
}

/** Every service URL of the gateway's configuration pointed at one upstream. */
export function upstreamsFor(url: string) {
  return {
    IDENTITY_URL: url,
    CATALOG_URL: url,
    REVIEWS_URL: url,
    CHAT_URL: url,
    BILLING_URL: url,
    ADMIN_AUDIT_URL: url,
  };
}
