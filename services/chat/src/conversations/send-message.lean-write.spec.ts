import { HTTP_CODE_METADATA } from '@nestjs/common/constants';
import { ChatController } from './chat.controller';
import type { ChatService } from './chat.service';
import { sendMessageLeanWrite } from './send-message.lean-write';

/**
 * That it stands in front of a public POST of the same path is held for every lean route, in
 * test/architecture/access-policies.spec.ts.
 */
describe('sendMessageLeanWrite', () => {
  const route = sendMessageLeanWrite({} as ChatService);

  it('answers 201, as the Nest route does without an @HttpCode', () => {
    expect(route.kind).toBe('write');
    expect(route.status).toBe(201);
    expect(Reflect.getMetadata(HTTP_CODE_METADATA, ChatController.prototype.send)).toBeUndefined();
  });

  it('takes the path alone', () => {
    expect(route.match('/api/chat/messages')).toEqual({});
    expect(route.match('/api/chat/messages/1')).toBeNull();
  });
});
