import { EntityManager } from 'typeorm';

/** user.registered / user.updated: the first name the reviews list shows. */
export async function upsertPersonName(manager: EntityManager, userId: number, firstName: string): Promise<void> {
  await manager.query(
    `INSERT INTO reviews.people (user_id, first_name) VALUES ($1, $2)
     ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, updated_at = now()`,
    [userId, firstName.trim().slice(0, 100) || null],
  );
}

/** user.banned / suspended / unbanned / unsuspended, unless a newer one already set the flag. */
export async function setPersonBanned(
  manager: EntityManager,
  userId: number,
  banned: boolean,
  occurredAt: string,
): Promise<void> {
  await manager.query(
    `INSERT INTO reviews.people (user_id, banned, banned_at) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET banned = EXCLUDED.banned, banned_at = EXCLUDED.banned_at, updated_at = now()
     WHERE EXCLUDED.banned_at >= reviews.people.banned_at`,
    [userId, banned, occurredAt],
  );
}
