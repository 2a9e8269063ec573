import { HttpStatus } from '@nestjs/common';
import { BANNED_MESSAGE } from '@app/auth-context';
import { DomainException } from '@app/service-kit';

export enum ChatErrorCode {
  AuthenticationRequired = 'AuthenticationRequired',
  Banned = 'Banned',
  ShopNotFound = 'ShopNotFound',
  ConversationNotFound = 'ConversationNotFound',
  OwnShop = 'OwnShop',
  SendLimit = 'SendLimit',
}

export function describeChatError(code: ChatErrorCode): { status: number; message: string } {
  switch (code) {
    case ChatErrorCode.AuthenticationRequired:
      return { status: HttpStatus.UNAUTHORIZED, message: 'Authentication required' };
    case ChatErrorCode.Banned:
      return { status: HttpStatus.FORBIDDEN, message: BANNED_MESSAGE };
    case ChatErrorCode.ShopNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Shop not found' };
    case ChatErrorCode.ConversationNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Conversation not found' };
    case ChatErrorCode.OwnShop:
      return { status: HttpStatus.BAD_REQUEST, message: 'You cannot start a conversation with your own shop' };
    case ChatErrorCode.SendLimit:
      return {
        status: HttpStatus.TOO_MANY_REQUESTS,
        message: 'You are sending messages too quickly. Please wait a minute and try again.',
      };
  }
}

/** A domain error of chat; `describeChatError` gives its status and message. */
export class ChatException extends DomainException<ChatErrorCode> {
  constructor(code: ChatErrorCode) {
    const { status, message } = describeChatError(code);
    super(code, status, message);
  }
}
