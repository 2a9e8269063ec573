import { Injectable, Logger } from '@nestjs/common';
import { RealtimeGateway } from './realtime.gateway';

/** Pushes events to sockets by room, across every gateway instance when the Redis adapter is on. */
@Injectable()
export class RealtimeService {
  private readonly logger = new Logger(RealtimeService.name);

  constructor(private readonly gateway: RealtimeGateway) {}

  /**
   * Emits `event` with `data` to every socket in any of `rooms` (each socket once). No rooms means nobody:
   * Socket.IO would read an empty room list as "everyone". Build room names with userRoom/guestRoom/shopRoom.
   */
  emitToRooms(rooms: string[], event: string, data: unknown): void {
    const unique = [...new Set(rooms)];
    if (unique.length === 0) return;
    const server = this.gateway.server;
    if (!server) {
      this.logger.warn(`Dropped ${event} to ${unique.join(', ')}: Socket.IO is not started`);
      return;
    }
    server.to(unique).emit(event, data);
  }
}
