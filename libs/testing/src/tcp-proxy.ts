import { AddressInfo, Server, Socket, connect, createServer } from 'node:net';

export interface TcpProxy {
  /** The local port it listens on (kept across close and open). */
  readonly port: number;
  /** Stops listening and cuts every connection, as a dead server would: clients see the connection drop. */
  close(): Promise<void>;
  /**
   * Keeps connections open but forwards nothing either way (and accepts new ones that go nowhere), as a broken
   * network would: clients only notice through their own timeouts and heartbeats.
   */
  blackhole(): void;
  /** Forwards again on the same port; connections held by `blackhole()` are cut so clients reconnect. */
  open(): Promise<void>;
}

/**
 * A TCP proxy on 127.0.0.1 in front of a real server, for tests of outages: point the client at `port`, then
 * `close()` or `blackhole()` it and `open()` it again.
 */
export async function createTcpProxy(target: { host: string; port: number }, port = 0): Promise<TcpProxy> {
  const sockets = new Set<Socket>();
  let server: Server | undefined;
  let boundPort = port;
  let forwarding = true;

  const track = (socket: Socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.on('error', () => socket.destroy());
  };

  const onConnection = (client: Socket) => {
    track(client);
    if (!forwarding) {
      client.resume(); // read and drop
      return;
    }
    const upstream = connect(target.port, target.host);
    track(upstream);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
  };

  const listen = async () => {
    const next = createServer(onConnection);
    await new Promise<void>((resolve, reject) => {
      next.once('error', reject);
      next.listen(boundPort, '127.0.0.1', () => resolve());
    });
    boundPort = (next.address() as AddressInfo).port;
    server = next;
  };

  const cutAll = () => {
    for (const socket of sockets) socket.destroy();
    sockets.clear();
  };

  await listen();
  return {
    get port() {
      return boundPort;
    },
    close: async () => {
      const current = server;
      server = undefined;
      cutAll();
      if (current) await new Promise<void>((resolve) => current.close(() => resolve()));
    },
    blackhole: () => {
      forwarding = false;
      for (const socket of sockets) {
        socket.unpipe();
        socket.removeAllListeners('data');
        socket.resume();
      }
    },
    open: async () => {
      if (!forwarding) {
        forwarding = true;
        cutAll();
      }
      if (!server) await listen();
    },
  };
}
