/** Writes of chat's projections: people (names, banned) from identity and shops (owner, name) from catalog. */
import { EntityManager } from 'typeorm';

/** Upserts a person's display name in chat's people projection. */
export async function upsertPersonName(
  manager: EntityManager,
  userId: number,
  firstName: string,
  lastName: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO chat.people (user_id, first_name, last_name) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name,
       updated_at = now()`,
    [userId, firstName.slice(0, 100), lastName.slice(0, 100)],
  );
}

/** Sets a person's banned flag (bans and suspensions alike: neither may send messages). */
export async function setPersonBanned(manager: EntityManager, userId: number, banned: boolean): Promise<void> {
  await manager.query(
    `INSERT INTO chat.people (user_id, banned) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET banned = EXCLUDED.banned, updated_at = now()`,
    [userId, banned],
  );
}

/** Keeps a shop's owner and name (shop.created / shop.updated). */
export async function upsertShop(manager: EntityManager, shopId: number, ownerId: number, name: string): Promise<void> {
  await manager.query(
    `INSERT INTO chat.shops (shop_id, owner_id, name) VALUES ($1, $2, $3)
     ON CONFLICT (shop_id) DO UPDATE SET owner_id = EXCLUDED.owner_id, name = EXCLUDED.name, updated_at = now()`,
    [shopId, ownerId, name.slice(0, 200)],
  );
}
