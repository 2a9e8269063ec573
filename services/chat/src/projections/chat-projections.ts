import { EventPayload, versionOf } from '@app/contracts';
import { bannedFolds, defineProjection } from '@app/messaging';

const TOMBSTONES = 'chat.projection_tombstones';

const name = (p: EventPayload<'user.registered' | 'user.updated'>) => ({
  id: p.userId,
  version: versionOf(p),
  set: { first_name: p.firstName.slice(0, 100), last_name: p.lastName.slice(0, 100) },
});

/** People from identity: the name shop owners see in their inbox, and whether they may send messages. */
export const ChatPeopleProjection = defineProjection({
  name: 'ChatPeopleProjection',
  table: 'chat.people',
  key: 'user_id',
  touch: 'updated_at',
  tombstones: { table: TOMBSTONES, aggregate: 'person' },
  groups: [
    { version: 'name_version', columns: ['first_name', 'last_name'] },
    { version: 'banned_version', columns: ['banned'] },
  ],
  events: {
    'user.registered': name,
    'user.updated': name,
    // a banned or suspended person may not send messages
    ...bannedFolds,
    /**
     * A deleted person (shared DECISIONS: deleting a person): their conversations as a customer go with their
     * messages, and so do those of the shops they owned (catalog also publishes shop.removed for each, which leaves
     * the shops' tombstones); their row goes and a tombstone stays.
     */
    'user.deleted': async (p, { manager, logger }) => {
      await manager.query('DELETE FROM chat.chat_conversations WHERE customer_user_id = $1', [p.userId]);
      await manager.query(
        'DELETE FROM chat.chat_conversations WHERE shop_id IN (SELECT shop_id FROM chat.shops WHERE owner_id = $1)',
        [p.userId],
      );
      await manager.query('DELETE FROM chat.shops WHERE owner_id = $1', [p.userId]);
      logger.log(`Removed the conversations of deleted person ${p.userId}`);
      return { remove: p.userId, version: versionOf(p) };
    },
  },
});

const shop = (p: EventPayload<'shop.created' | 'shop.updated'>) => ({
  id: p.shopId,
  version: versionOf(p),
  set: { owner_id: p.ownerId, name: p.name.slice(0, 200) },
});

/** Shops from catalog: the owner who answers a shop's conversations and the name conversation lists show. */
export const ChatShopsProjection = defineProjection({
  name: 'ChatShopsProjection',
  table: 'chat.shops',
  key: 'shop_id',
  touch: 'updated_at',
  tombstones: { table: TOMBSTONES, aggregate: 'shop' },
  groups: [{ version: 'version', columns: ['owner_id', 'name'] }],
  events: {
    'shop.created': shop,
    'shop.updated': shop,
    /** A removed shop's conversations go with their messages (the foreign key cascades); a tombstone stays. */
    'shop.removed': async (p, { manager, logger }) => {
      await manager.query('DELETE FROM chat.chat_conversations WHERE shop_id = $1', [p.shopId]);
      logger.log(`Removed the conversations of removed shop ${p.shopId}`);
      return { remove: p.shopId, version: versionOf(p) };
    },
  },
});
