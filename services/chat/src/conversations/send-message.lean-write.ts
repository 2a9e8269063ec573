import { identityOf } from '@app/auth-context';
import { sendMessageSchema } from '@app/contracts';
import { leanWriteRoute, LeanRoute, ZodValidationPipe } from '@app/service-kit';
import { ChatService } from './chat.service';

/**
 * POST /api/chat/messages, every chat message, answered before Express and Nest (issue 20, T6): the same body
 * validation, identity and ChatService.send as ChatController.send, which still answers a body that is not JSON
 * and the path with a trailing slash.
 */
export function sendMessageLeanWrite(chat: ChatService): LeanRoute {
  const input = new ZodValidationPipe(sendMessageSchema);
  return leanWriteRoute('/api/chat/messages', (request) =>
    chat.send(identityOf(request), input.transform(request.body)),
  );
}
