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
  Blocked = 'Blocked',
  ClosedByAdmin = 'ClosedByAdmin',
  NotShopOwner = 'NotShopOwner',
  AlreadyReported = 'AlreadyReported',
  ReportNotFound = 'ReportNotFound',
  ReportResolved = 'ReportResolved',
  AdminBlock = 'AdminBlock',
  BadAttachment = 'BadAttachment',
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
    case ChatErrorCode.Blocked:
      return { status: HttpStatus.FORBIDDEN, message: 'You cannot message this shop.' };
    case ChatErrorCode.ClosedByAdmin:
      return { status: HttpStatus.FORBIDDEN, message: 'An administrator closed this conversation to your messages.' };
    case ChatErrorCode.NotShopOwner:
      return { status: HttpStatus.FORBIDDEN, message: 'Only the shop owner can block or unblock this conversation.' };
    case ChatErrorCode.AlreadyReported:
      return { status: HttpStatus.CONFLICT, message: 'You have already reported this conversation.' };
    case ChatErrorCode.ReportNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Report not found' };
    case ChatErrorCode.ReportResolved:
      return { status: HttpStatus.CONFLICT, message: 'This report has already been resolved.' };
    case ChatErrorCode.AdminBlock:
      return { status: HttpStatus.FORBIDDEN, message: 'An administrator blocked this conversation.' };
    case ChatErrorCode.BadAttachment:
      return { status: HttpStatus.BAD_REQUEST, message: 'Images must be uploaded here first.' };
  }
}

/** A domain error of chat; `describeChatError` gives its status and message. */
export class ChatException extends DomainException<ChatErrorCode> {
  constructor(code: ChatErrorCode) {
    const { status, message } = describeChatError(code);
    super(code, status, message);
  }
}
