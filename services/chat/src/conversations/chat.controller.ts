import { Body, Controller, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, Public, RequestIdentity, SignedIn } from '@app/auth-context';
import {
  ChatConversationResponse,
  ChatMessageResponse,
  CustomerConversationResponse,
  idParamSchema,
  MarkReadResponse,
  MessagePageQuery,
  messagePageQuerySchema,
  SendMessageInput,
  sendMessageSchema,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { ChatService } from './chat.service';

/**
 * The chat routes. Guests (an active guest session, no account) chat too, so the chat routes are public at the
 * door and the service decides who is a party of what; only the profile's list needs a signed-in person.
 */
@ApiTags('chat')
@Controller('api')
export class ChatController {
  constructor(private readonly chat: ChatService) {}

  @Public()
  @Get('chat/conversations')
  conversations(@CurrentIdentity() identity: RequestIdentity): Promise<ChatConversationResponse[]> {
    return this.chat.conversations(identity);
  }

  @Public()
  @Get('chat/conversations/:id/messages')
  messages(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Query(new ZodValidationPipe(messagePageQuerySchema)) page: MessagePageQuery,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ChatMessageResponse[]> {
    return this.chat.messages(id, identity, page);
  }

  @Public()
  @Post('chat/conversations/:id/read')
  @HttpCode(200)
  markRead(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<MarkReadResponse> {
    return this.chat.markRead(id, identity);
  }

  @Public()
  @Post('chat/messages')
  send(
    @Body(new ZodValidationPipe(sendMessageSchema)) body: SendMessageInput,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ChatMessageResponse> {
    return this.chat.send(identity, body);
  }

  @SignedIn()
  @Get('customer/conversations')
  customerConversations(@CurrentIdentity() identity: RequestIdentity): Promise<CustomerConversationResponse[]> {
    return this.chat.customerConversations(identity);
  }
}
