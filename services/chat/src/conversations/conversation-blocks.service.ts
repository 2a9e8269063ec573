import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { RequestIdentity } from '@app/auth-context';
import { ConversationBlockResponse } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { ChatErrorCode, ChatException } from './chat.exception';
import { actorOf, partiesOf, requireParty } from './conversation-access';

/**
 * The shop owner's block of a conversation's customer (issue 17): a blocked customer's sends answer 403, in this
 * conversation and when they write to the shop anew (one conversation per shop and customer). Only the owner
 * blocks and unblocks; an admin's block (a report decision) is not theirs to undo.
 */
@Injectable()
export class ConversationBlocksService {
  private readonly logger = new Logger(ConversationBlocksService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
  ) {}

  async block(id: number, identity: RequestIdentity): Promise<ConversationBlockResponse> {
    return this.setBlocked(id, identity, true);
  }

  async unblock(id: number, identity: RequestIdentity): Promise<ConversationBlockResponse> {
    return this.setBlocked(id, identity, false);
  }

  private async setBlocked(
    id: number,
    identity: RequestIdentity,
    blocked: boolean,
  ): Promise<ConversationBlockResponse> {
    const response = await this.dataSource.transaction(async (manager) => {
      const { conversation, party } = await requireParty(manager, id, identity, true);
      if (party !== 'shop_owner' || conversation.owner_id === null) {
        throw new ChatException(ChatErrorCode.NotShopOwner);
      }
      const state: Array<{ blocked_party: string | null; blocked_by_admin: boolean; shop_name: string }> =
        await manager.query(
          `SELECT c.blocked_party, c.blocked_by_admin, COALESCE(s.name, '') AS shop_name
             FROM chat.chat_conversations c LEFT JOIN chat.shops s ON s.shop_id = c.shop_id WHERE c.id = $1`,
          [id],
        );
      const current = state[0];
      if (current.blocked_by_admin) throw new ChatException(ChatErrorCode.AdminBlock);
      const already = current.blocked_party === 'customer';
      if (already !== blocked) {
        if (blocked) {
          await manager.query(
            `UPDATE chat.chat_conversations SET blocked_party = 'customer', blocked_at = now(), blocked_by = $2
              WHERE id = $1`,
            [id, identity.userId],
          );
        } else {
          await manager.query(
            'UPDATE chat.chat_conversations SET blocked_party = NULL, blocked_at = NULL, blocked_by = NULL WHERE id = $1',
            [id],
          );
        }
        const payload = {
          ...partiesOf(conversation, conversation.owner_id),
          blockedParty: 'customer' as const,
          shopName: current.shop_name,
        };
        if (blocked) {
          await this.outbox.publish(
            manager,
            'chat.conversation.blocked',
            { ...payload, reportIds: [] },
            actorOf(identity),
          );
        } else {
          await this.outbox.publish(manager, 'chat.conversation.unblocked', payload, actorOf(identity));
        }
      }
      return { conversationId: id, blockedParty: blocked ? ('customer' as const) : null };
    });
    this.logger.log(`Conversation ${id}: customer ${blocked ? 'blocked' : 'unblocked'} by owner ${identity.userId}`);
    return response;
  }
}
