/**
 * Writes of chat's projections: people (names, banned) from identity and shops (owner, name) from catalog. Each
 * group of columns keeps the version of the event that last set it and takes only newer events, and a deleted
 * person or removed shop leaves a tombstone, so the newest state wins whatever the arrival order
 * (docs/architecture.md, Events).
 */
import { EntityManager } from 'typeorm';
import { isRemoved, lockAggregate, newerVersion, recordRemoval } from '@app/messaging';

const TOMBSTONES = 'chat.projection_tombstones';

/** Upserts a person's display name in chat's people projection. */
export async function upsertPersonName(
  manager: EntityManager,
  userId: number,
  firstName: string,
  lastName: string,
  version: number,
): Promise<void> {
  await lockAggregate(manager, 'chat.people', userId);
  if (await isRemoved(manager, TOMBSTONES, 'person', userId)) return;
  await manager.query(
    `INSERT INTO chat.people (user_id, first_name, last_name, name_version) VALUES ($1, $2, $3, $4)
     ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       name_version = EXCLUDED.name_version, updated_at = now()
     WHERE ${newerVersion('EXCLUDED.name_version', 'chat.people.name_version')}`,
    [userId, firstName.slice(0, 100), lastName.slice(0, 100), version],
  );
}

/** Sets a person's banned flag (bans and suspensions alike: neither may send messages). */
export async function setPersonBanned(
  manager: EntityManager,
  userId: number,
  banned: boolean,
  version: number,
): Promise<void> {
  await lockAggregate(manager, 'chat.people', userId);
  if (await isRemoved(manager, TOMBSTONES, 'person', userId)) return;
  await manager.query(
    `INSERT INTO chat.people (user_id, banned, banned_version) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET banned = EXCLUDED.banned, banned_version = EXCLUDED.banned_version,
       updated_at = now()
     WHERE ${newerVersion('EXCLUDED.banned_version', 'chat.people.banned_version')}`,
    [userId, banned, version],
  );
}

/** user.deleted: the person's last event. Their row goes and a tombstone stays. */
export async function removePerson(manager: EntityManager, userId: number, version: number): Promise<void> {
  await lockAggregate(manager, 'chat.people', userId);
  await manager.query('DELETE FROM chat.people WHERE user_id = $1', [userId]);
  await recordRemoval(manager, TOMBSTONES, 'person', userId, version);
}

/** Keeps a shop's owner and name (shop.created / shop.updated). */
export async function upsertShop(
  manager: EntityManager,
  shopId: number,
  ownerId: number,
  name: string,
  version: number,
): Promise<void> {
  await lockAggregate(manager, 'chat.shops', shopId);
  if (await isRemoved(manager, TOMBSTONES, 'shop', shopId)) return;
  await manager.query(
    `INSERT INTO chat.shops (shop_id, owner_id, name, version) VALUES ($1, $2, $3, $4)
     ON CONFLICT (shop_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, name = EXCLUDED.name,
       version = EXCLUDED.version, updated_at = now()
     WHERE ${newerVersion('EXCLUDED.version', 'chat.shops.version')}`,
    [shopId, ownerId, name.slice(0, 200), version],
  );
}

/** shop.removed: the shop's last event. Its conversations go with their messages, and a tombstone stays. */
export async function removeShop(manager: EntityManager, shopId: number, version: number): Promise<void> {
  await lockAggregate(manager, 'chat.shops', shopId);
  await manager.query('DELETE FROM chat.chat_conversations WHERE shop_id = $1', [shopId]);
  await manager.query('DELETE FROM chat.shops WHERE shop_id = $1', [shopId]);
  await recordRemoval(manager, TOMBSTONES, 'shop', shopId, version);
}
