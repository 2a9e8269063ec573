import { Logger, Optional } from '@nestjs/common';
import { OnGatewayInit, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import type { Server, Socket } from 'socket.io';
import type { RequestIdentity, SessionRevocation } from '@app/auth-context';
import { SessionLookup, SessionResolver } from '../session/session-resolver';
import { ChatTypingRelay } from './chat-typing.relay';
import { guestSessionRoom, revokedRooms, roomsFor, sessionRoom } from './rooms';

/**
 * How long a socket goes between checks of its session when no signal comes: the revocation signal is the fast
 * path, this catches one lost while Redis was away. A socket also closes the moment its session expires.
 */
export const SOCKET_SESSION_RECHECK_MS = 5 * 60_000;

export interface RealtimeSocketData {
  identity: RequestIdentity;
  /** The timer that ends or re-checks the socket's session. */
  sessionTimer?: NodeJS.Timeout;
}

/** The rooms a socket joins: its person's and guest's, and one per session it was opened with. */
function socketRooms(lookup: SessionLookup): string[] {
  const rooms = roomsFor(lookup.identity);
  if (lookup.sessionHash) rooms.push(sessionRoom(lookup.sessionHash));
  if (lookup.guestHash) rooms.push(guestSessionRoom(lookup.guestHash));
  return rooms;
}

/**
 * The Socket.IO endpoint (/socket.io on the gateway's HTTP server). A connecting socket is identified from its
 * handshake cookies by the same SessionResolver as HTTP requests and joins its rooms before `connect` reaches
 * the client, so an emit right after the client connects is never missed. Sending stays REST; the only message a
 * client sends here is the typing signal, relayed and never stored (ChatTypingRelay).
 * Sockets follow their sessions: each joins a room per session cookie it was opened with, and `endSessions`
 * (fed by identity's revocation signal) closes them; a socket also closes when its session expires.
 */
@WebSocketGateway({ path: '/socket.io' })
export class RealtimeGateway implements OnGatewayInit<Server> {
  private readonly logger = new Logger(RealtimeGateway.name);

  @WebSocketServer()
  server?: Server;

  constructor(
    private readonly sessions: SessionResolver,
    @Optional() private readonly typing?: ChatTypingRelay,
  ) {}

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

  /** Closes this process's sockets opened with any of the ended sessions (every gateway process hears the signal). */
  endSessions(revocation: SessionRevocation): void {
    const rooms = revokedRooms(revocation);
    if (rooms.length === 0 || !this.server) return;
    this.server.local.in(rooms).disconnectSockets(true);
  }

  private async admit(socket: Socket): Promise<void> {
    const lookup = await this.sessions.lookup(socket.request);
    const data = socket.data as RealtimeSocketData;
    data.identity = lookup.identity;
    const rooms = socketRooms(lookup);
    if (rooms.length > 0) await socket.join(rooms);
    socket.on('disconnect', () => clearTimeout(data.sessionTimer));
    this.typing?.listen(socket, lookup.identity);
    this.watch(socket, lookup);
  }

  /** Schedules the end of the socket's session, or the next check of it, whichever comes first. */
  private watch(socket: Socket, lookup: SessionLookup): void {
    if (!lookup.sessionHash && !lookup.guestHash && !lookup.unresolved) return;
    const now = Date.now();
    const due = Math.min(lookup.expiresAt ?? Number.POSITIVE_INFINITY, now + SOCKET_SESSION_RECHECK_MS);
    const timer = setTimeout(() => void this.recheck(socket, lookup), Math.max(0, due - now));
    timer.unref();
    (socket.data as RealtimeSocketData).sessionTimer = timer;
  }

  private async recheck(socket: Socket, previous: SessionLookup): Promise<void> {
    if (!socket.connected) return;
    if (previous.expiresAt !== null && Date.now() >= previous.expiresAt) {
      socket.disconnect(true);
      return;
    }
    let current: SessionLookup;
    try {
      current = await this.sessions.lookup(socket.request);
    } catch (error) {
      this.logger.warn({ err: error }, `Socket ${socket.id}: session re-check failed; trying again later`);
      current = { ...previous, unresolved: true };
    }
    if (!socket.connected) return;
    if (current.unresolved) {
      this.watch(socket, previous);
      return;
    }
    const ended =
      (previous.sessionHash !== undefined && current.sessionHash !== previous.sessionHash) ||
      (previous.guestHash !== undefined && current.guestHash !== previous.guestHash);
    // Identity was down when the socket connected, so it joined no rooms: the client reconnects and joins them.
    const missedRooms = previous.unresolved && (current.sessionHash !== undefined || current.guestHash !== undefined);
    if (ended || missedRooms) {
      socket.disconnect(true);
      return;
    }
    this.watch(socket, current);
  }
}
