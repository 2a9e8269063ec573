import { Agent, request } from 'node:http';

export interface JsonPostAnswer {
  /** 0 when the request failed before an answer. */
  status: number;
  text: string;
}

/**
 * POSTs JSON over node:http with a keep-alive agent. The load generators send through this rather than `fetch`:
 * on the machine under test, fetch spent 0.12-0.18 ms more CPU per request (bench harness, 2026-11-28), CPU taken
 * from the two cores the product is measured on; a browser's cost is on another machine.
 */
export class JsonPoster {
  /**
   * Free sockets close after 4 s, before a server with Node's default 5 s keep-alive timeout would close them: a
   * send that takes an idle socket as the server closes it fails with ECONNRESET (seen once in a T6 run of 6,000
   * sends, before the gateway kept idle connections 65 s). Node 20's agent follows the server's `Keep-Alive:
   * timeout=N` hint only when a timeout of its own is set.
   */
  private readonly agent = new Agent({ keepAlive: true, maxSockets: 64, timeout: 4_000 });
  private readonly url: URL;

  constructor(baseUrl: string) {
    this.url = new URL(baseUrl);
  }

  post(path: string, body: unknown, headers: Record<string, string> = {}): Promise<JsonPostAnswer> {
    const payload = JSON.stringify(body);
    return new Promise((resolve) => {
      const outgoing = request(
        {
          agent: this.agent,
          method: 'POST',
          hostname: this.url.hostname,
          port: this.url.port,
          path,
          headers: { ...headers, 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) },
        },
        (response) => {
          let text = '';
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => (text += chunk));
          response.on('end', () => resolve({ status: response.statusCode ?? 0, text }));
          response.on('error', (error) => resolve({ status: 0, text: String(error) }));
        },
      );
      outgoing.on('error', (error) => resolve({ status: 0, text: String(error) }));
      outgoing.end(payload);
    });
  }

  close(): void {
    this.agent.destroy();
  }
}
