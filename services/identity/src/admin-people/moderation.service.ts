import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { adminActorOf, ClientInfo, RequestIdentity } from '@app/auth-context';
import { EventActor, MessageResponse } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { adminActor } from '../auth/actors';
import { GuestSessionsService } from '../guest-sessions/guest-sessions.service';
import { IdentityErrorCode, IdentityException } from '../identity.exception';
import { SessionsService } from '../sessions/sessions.service';
import { User } from '../users/user.entity';
import { nextUserVersion } from '../users/user-version';
import { displayNameOf } from '../users/user.mapper';
import { UsersService } from '../users/users.service';

/** Which admin list an action comes from: it decides who may be targeted and how the action is named. */
export type Audience = 'users' | 'shop-owners' | 'customers';

export function belongsTo(audience: Audience, user: Pick<User, 'role'>): boolean {
  switch (audience) {
    case 'users':
      return true;
    case 'shop-owners':
      return user.role === 'shop_owner';
    case 'customers':
      return user.role === 'customer';
  }
}

/** Customers are banned and unbanned; users and shop owners are suspended and unsuspended (spec 001 section 4). */
export function moderationEventName(audience: Audience, banned: boolean) {
  if (audience === 'customers') return banned ? ('user.banned' as const) : ('user.unbanned' as const);
  return banned ? ('user.suspended' as const) : ('user.unsuspended' as const);
}

/**
 * Ban, suspend, lift and delete. Banning or deleting ends every session of the person and forgets them in the
 * gateway's cache in the same request; each action publishes its event with the admin, reason, IP and user agent.
 */
@Injectable()
export class ModerationService {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly users: UsersService,
    private readonly sessions: SessionsService,
    private readonly guests: GuestSessionsService,
    private readonly outbox: OutboxService,
  ) {}

  async setBanned(
    audience: Audience,
    targetId: number,
    banned: boolean,
    reason: string | undefined,
    admin: RequestIdentity,
    client: ClientInfo,
  ): Promise<User> {
    if (banned && targetId === admin.userId) throw new IdentityException(IdentityErrorCode.SelfModeration);
    const actor = await this.actorFor(admin, client, reason);
    const { user, revoked } = await this.dataSource.transaction(async (manager) => {
      const target = await this.users.findByIdForUpdate(targetId, manager);
      if (!target || !belongsTo(audience, target)) throw new IdentityException(IdentityErrorCode.UserNotFound);
      if (target.banned === banned) return { user: target, revoked: [] as string[] };
      target.banned = banned;
      target.banReason = banned ? (reason ?? null) : null;
      const saved = await manager.getRepository(User).save(target);
      const sids = banned ? await this.sessions.revokeAllWithin(manager, target.id) : [];
      const name = moderationEventName(audience, banned);
      const version = await nextUserVersion(manager, target.id);
      const payload = { userId: target.id, role: target.role, ...(banned && reason ? { reason } : {}), version };
      await this.outbox.publish(manager, name, payload, actor);
      return { user: saved, revoked: sids };
    });
    await this.sessions.forget(revoked);
    return user;
  }

  /** Deletes the person with their sessions, codes and guest sessions, and publishes user.deleted. */
  async delete(
    audience: Audience,
    targetId: number,
    admin: RequestIdentity,
    client: ClientInfo,
  ): Promise<MessageResponse> {
    if (targetId === admin.userId) throw new IdentityException(IdentityErrorCode.SelfModeration);
    const actor = await this.actorFor(admin, client);
    const { revoked, guestHashes } = await this.dataSource.transaction(async (manager) => {
      const target = await this.users.findByIdForUpdate(targetId, manager);
      if (!target || !belongsTo(audience, target)) throw new IdentityException(IdentityErrorCode.UserNotFound);
      const sids = await this.sessions.revokeAllWithin(manager, target.id);
      const guests = await this.guests.deleteForContact(manager, target);
      await manager.query('DELETE FROM identity.owner_shop_stats WHERE owner_id = $1', [target.id]);
      const version = await nextUserVersion(manager, target.id);
      // Verification and reset codes go with the row (ON DELETE CASCADE).
      await manager.query('DELETE FROM identity.users WHERE id = $1', [target.id]);
      await this.outbox.publish(
        manager,
        'user.deleted',
        { userId: target.id, role: target.role, displayName: displayNameOf(target), version },
        actor,
      );
      return { revoked: sids, guestHashes: guests };
    });
    await this.sessions.forget(revoked);
    await this.guests.forget(guestHashes);
    switch (audience) {
      case 'customers':
        return { message: 'Customer account has been permanently deleted.' };
      case 'shop-owners':
        return { message: 'Shop owner deleted successfully' };
      case 'users':
        return { message: 'User deleted successfully' };
    }
  }

  private async actorFor(admin: RequestIdentity, client: ClientInfo, reason?: string): Promise<EventActor> {
    const adminUser = admin.userId === null ? null : await this.users.findById(admin.userId);
    if (adminUser) return adminActor(adminUser, client, reason);
    return adminActorOf(admin, client, reason);
  }
}
