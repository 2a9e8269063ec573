import { Body, Controller, Delete, Get, HttpCode, Param, Post, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, Public, RequestIdentity, Roles, SignedIn } from '@app/auth-context';
import {
  ChatConversationResponse,
  ChatMessageResponse,
  ConversationBlockResponse,
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
import { ConversationBlocksService } from './conversation-blocks.service';

/**
 * The chat routes. Guests (an active guest session, no account) chat too, so the chat routes are public at the
 * door and the service decides who is a party of what; only the profile's list needs a signed-in person.
 */
@ApiTags('chat')
@Controller('api')
export class ChatController {
  constructor(
    private readonly chat: ChatService,
    private readonly blocks: ConversationBlocksService,
  ) {}

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

  /** A POST of this path with a JSON body is answered first by sendMessageLeanWrite (the same call, before Express). */
  @Public()
  @Post('chat/messages')
  send(
    @Body(new ZodValidationPipe(sendMessageSchema)) body: SendMessageInput,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ChatMessageResponse> {
    return this.chat.send(identity, body);
  }

  /** The conversation's shop owner keeps its customer from sending (the customer 403, anyone else 404). */
  @Roles('shop_owner')
  @Post('chat/conversations/:id/block')
  @HttpCode(200)
  block(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ConversationBlockResponse> {
    return this.blocks.block(id, identity);
  }

  @Roles('shop_owner')
  @Delete('chat/conversations/:id/block')
  unblock(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ConversationBlockResponse> {
    return this.blocks.unblock(id, identity);
  }

  @SignedIn()
  @Get('customer/conversations')
  customerConversations(@CurrentIdentity() identity: RequestIdentity): Promise<CustomerConversationResponse[]> {
    return this.chat.customerConversations(identity);
  }
}
