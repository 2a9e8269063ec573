import { RequestMethod } from '@nestjs/common';
import { METHOD_METADATA, PATH_METADATA } from '@nestjs/common/constants';
import { policyOf } from '@app/auth-context';
import { ChatController } from './chat.controller';
import type { ChatService } from './chat.service';
import { sendMessageLeanWrite } from './send-message.lean-write';

/** A lean write runs no access guard, so the Nest route it stands in front of must be a public POST of the same path. */
describe('sendMessageLeanWrite', () => {
  const route = sendMessageLeanWrite({} as ChatService);
  const handler = ChatController.prototype.send;

  it('stands in front of a public POST of the same path, answering 201 as it does', () => {
    const path = `/${Reflect.getMetadata(PATH_METADATA, ChatController)}/${Reflect.getMetadata(PATH_METADATA, handler)}`;
    expect(route.pattern).toBe(path);
    expect(route.kind).toBe('write');
    expect(route.status).toBe(201);
    expect(Reflect.getMetadata(METHOD_METADATA, handler)).toBe(RequestMethod.POST);
    expect(policyOf(handler)).toEqual({ kind: 'public' });
  });

  it('takes the path alone', () => {
    expect(route.match('/api/chat/messages')).toEqual({});
    expect(route.match('/api/chat/messages/1')).toBeNull();
  });
});
