/**
 * B-io: a bare Socket.IO server. Receivers connect with `?room=<name>` and join that room; the bench's control
 * socket sends `broadcast` ({ room, event, data }) and the server emits it to the room: the same fan-out the
 * gateway does for a chat push, without sessions, RabbitMQ or the Redis adapter.
 */
import { createServer } from 'node:http';
import { Server } from 'socket.io';

interface Broadcast {
  room: string;
  event: string;
  data: unknown;
}

const httpServer = createServer((request, response) => {
  if (request.url === '/health') {
    response.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}');
    return;
  }
  response.writeHead(404).end();
});
const io = new Server(httpServer, { path: '/socket.io', serveClient: false });
io.on('connection', (socket) => {
  const room = socket.handshake.query.room;
  if (typeof room === 'string' && room) void socket.join(room);
  socket.on('broadcast', (message: Broadcast) => io.to(message.room).emit(message.event, message.data));
});
httpServer.listen(Number(process.env.PORT), process.env.HOST ?? '127.0.0.1');
