import { Logger } from '@nestjs/common';
import { OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { RequestIdentity } from '@app/auth-context';
import { SessionResolver } from '../session/session-resolver';
import { roomsFor } from './rooms';

export interface RealtimeSocketData {
  identity: RequestIdentity;
}

/**
 * The Socket.IO endpoint (/socket.io on the gateway's HTTP server). A connecting socket is identified from its
 * handshake cookies by the same SessionResolver as HTTP requests and joins its rooms before `connect` reaches
 * the client, so an emit right after the client connects is never missed. Sending stays REST; this only pushes.
 */
@WebSocketGateway({ path: '/socket.io' })
export class RealtimeGateway implements OnGatewayInit<Server> {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server?: Server;

  constructor(private readonly sessions: SessionResolver) {}

  afterInit(server: Server): void {
    server.use((socket, next) => {
      this.admit(socket).then(
        () => next(),
        (error: unknown) => {
          this.logger.error({ err: error }, `Socket ${socket.id} refused: session lookup failed`);
          next(new Error('Session lookup failed'));
        },
      );
    });
  }

  private async admit(socket: Socket): Promise<void> {
    const identity = await this.sessions.resolve(socket.request);
    (socket.data as RealtimeSocketData).identity = identity;
    const rooms = roomsFor(identity);
    if (rooms.length > 0) await socket.join(rooms);
  }
}
