import { Controller, Get, Param } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InternalOnly } from '@app/auth-context';
import { ConversationParties, idParamSchema } from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { ChatErrorCode, ChatException } from './chat.exception';
import { findConversation } from './conversation-access';

/** The gateway's question "who is in this conversation" (its typing relay), signed with the internal secret. */
@ApiExcludeController()
@Controller('internal/conversations')
export class InternalConversationsController {
  constructor(@InjectDataSource() private readonly dataSource: DataSource) {}

  @InternalOnly()
  @Get(':id/parties')
  async parties(@Param('id', new ZodValidationPipe(idParamSchema)) id: number): Promise<ConversationParties> {
    const conversation = await findConversation(this.dataSource.manager, id);
    if (!conversation || conversation.owner_id === null) throw new ChatException(ChatErrorCode.ConversationNotFound);
    return {
      conversationId: conversation.id,
      shopOwnerId: conversation.owner_id,
      customerUserId: conversation.customer_user_id,
      guestSessionId: conversation.guest_session_id,
    };
  }
}
