import { performance } from 'node:perf_hooks';
import { io, Socket } from 'socket.io-client';

/** Many Socket.IO clients in the harness process, each timestamping what it receives on one clock. */
export class SocketHarness {
  private readonly sockets: Socket[] = [];

  /** Opens `count` sockets, `parallel` handshakes at a time; `urlOf(i)` and `optionsOf(i)` pick server and cookie. */
  async connect(
    count: number,
    urlOf: (index: number) => string,
    optionsOf: (index: number) => { cookie?: string; query?: Record<string, string> },
    onMessage: (index: number, event: string, data: unknown, receivedAt: number) => void,
    parallel = 50,
  ): Promise<void> {
    for (let from = 0; from < count; from += parallel) {
      const batch = Array.from({ length: Math.min(parallel, count - from) }, (_, offset) => from + offset);
      await Promise.all(
        batch.map(async (index) => {
          const { cookie, query } = optionsOf(index);
          const socket = io(urlOf(index), {
            path: '/socket.io',
            transports: ['websocket'],
            forceNew: true,
            reconnection: false,
            ...(cookie ? { extraHeaders: { cookie } } : {}),
            ...(query ? { query } : {}),
          });
          socket.onAny((event: string, data: unknown) => onMessage(index, event, data, performance.now()));
          this.sockets.push(socket);
          await new Promise<void>((resolve, reject) => {
            socket.once('connect', () => resolve());
            socket.once('connect_error', (error) => reject(new Error(`socket ${index}: ${error.message}`)));
          });
        }),
      );
    }
  }

  get size(): number {
    return this.sockets.length;
  }

  socket(index: number): Socket {
    return this.sockets[index];
  }

  closeAll(): void {
    for (const socket of this.sockets.splice(0)) socket.disconnect();
  }
}

/** Calls `send(i)` `rate` times a second for `seconds` on a steady schedule (open loop: never waits for answers). */
export async function atRate(rate: number, seconds: number, send: (index: number) => void): Promise<number> {
  const total = Math.round(rate * seconds);
  const started = performance.now();
  for (let index = 0; index < total; index += 1) {
    const due = started + (index * 1000) / rate;
    const wait = due - performance.now();
    if (wait > 1) await new Promise((resolve) => setTimeout(resolve, wait));
    send(index);
  }
  return total;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, ms));
}
