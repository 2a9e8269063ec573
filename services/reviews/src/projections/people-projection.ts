import { EntityManager } from 'typeorm';
import { isRemoved, lockAggregate, newerVersion, recordRemoval } from '@app/messaging';

export const REVIEWS_TOMBSTONES = 'reviews.projection_tombstones';

/**
 * user.registered / user.updated: the first name the reviews list shows, unless a newer event of the person set it
 * already or the person is deleted (docs/architecture.md, Events).
 */
export async function upsertPersonName(
  manager: EntityManager,
  userId: number,
  firstName: string,
  version: number,
): Promise<void> {
  await lockAggregate(manager, 'reviews.people', userId);
  if (await isRemoved(manager, REVIEWS_TOMBSTONES, 'person', userId)) return;
  await manager.query(
    `INSERT INTO reviews.people (user_id, first_name, name_version) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET first_name = EXCLUDED.first_name, name_version = EXCLUDED.name_version,
       updated_at = now()
     WHERE ${newerVersion('EXCLUDED.name_version', 'reviews.people.name_version')}`,
    [userId, firstName.trim().slice(0, 100) || null, version],
  );
}

/** user.banned / suspended / unbanned / unsuspended, unless a newer one already set the flag. */
export async function setPersonBanned(
  manager: EntityManager,
  userId: number,
  banned: boolean,
  version: number,
): Promise<void> {
  await lockAggregate(manager, 'reviews.people', userId);
  if (await isRemoved(manager, REVIEWS_TOMBSTONES, 'person', userId)) return;
  await manager.query(
    `INSERT INTO reviews.people (user_id, banned, banned_version) VALUES ($1, $2, $3)
     ON CONFLICT (user_id) DO UPDATE SET banned = EXCLUDED.banned, banned_version = EXCLUDED.banned_version,
       updated_at = now()
     WHERE ${newerVersion('EXCLUDED.banned_version', 'reviews.people.banned_version')}`,
    [userId, banned, version],
  );
}

/** user.deleted: the person's last event. Their row goes and a tombstone stays. */
export async function removePerson(manager: EntityManager, userId: number, version: number): Promise<void> {
  await lockAggregate(manager, 'reviews.people', userId);
  await manager.query('DELETE FROM reviews.people WHERE user_id = $1', [userId]);
  await recordRemoval(manager, REVIEWS_TOMBSTONES, 'person', userId, version);
}
