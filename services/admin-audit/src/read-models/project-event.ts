import { EntityManager } from 'typeorm';
import { DomainEvent, EventName, EventPayload, versionOf } from '@app/contracts';
import { ADMIN_LOG_ACTIONS } from './admin-log-action';
import { visitSource } from './visit-source';

type Projector<N extends EventName> = (manager: EntityManager, event: DomainEvent<N>) => Promise<void>;
type Projectors = { [N in EventName]?: Projector<N> };

/**
 * Whether an event is newer than what last set a group of columns: by the aggregate's version (docs/architecture.md,
 * Events), and between events written before versions existed (both 0) by occurredAt as before.
 */
const newer = (version: string, storedVersion: string, at: string, storedAt: string) =>
  `(${version} > ${storedVersion} OR (${version} = 0 AND ${storedVersion} = 0 AND (${storedAt} IS NULL OR ${at} >= ${storedAt})))`;
const NEWER_PROFILE = newer(
  'EXCLUDED.profile_version',
  'audit.people.profile_version',
  'EXCLUDED.snapshot_at',
  'audit.people.snapshot_at',
);
const NEWER_BAN = newer(
  'EXCLUDED.banned_version',
  'audit.people.banned_version',
  'EXCLUDED.banned_at',
  'audit.people.banned_at',
);
const NEWER_SHOP = newer('EXCLUDED.version', 'audit.shops.version', 'EXCLUDED.status_at', 'audit.shops.status_at');
const NEWER_STATUS = newer(
  'EXCLUDED.status_version',
  'audit.shops.status_version',
  'EXCLUDED.status_at',
  'audit.shops.status_at',
);

const cut = (value: string | null | undefined, max: number) =>
  value === null || value === undefined ? null : value.slice(0, max);

async function upsertPerson(manager: EntityManager, event: DomainEvent<'user.registered' | 'user.updated'>) {
  const p = event.payload;
  await manager.query(
    `INSERT INTO audit.people (id, role, is_admin, first_name, last_name, email, city, created_at, snapshot_at,
       profile_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)
     ON CONFLICT (id) DO UPDATE SET role = EXCLUDED.role, is_admin = EXCLUDED.is_admin,
       first_name = EXCLUDED.first_name, last_name = EXCLUDED.last_name, email = EXCLUDED.email,
       city = EXCLUDED.city, created_at = EXCLUDED.created_at, snapshot_at = EXCLUDED.snapshot_at,
       profile_version = EXCLUDED.profile_version
     WHERE ${NEWER_PROFILE}`,
    [
      p.userId,
      p.role,
      p.isAdmin,
      cut(p.firstName, 200),
      cut(p.lastName, 200),
      cut(p.email, 200),
      cut(p.city?.trim() || null, 200),
      p.createdAt,
      event.occurredAt,
      versionOf(p),
    ],
  );
}

async function setBanned(
  manager: EntityManager,
  event: DomainEvent<'user.banned' | 'user.suspended' | 'user.unbanned' | 'user.unsuspended'>,
  banned: boolean,
) {
  await manager.query(
    `INSERT INTO audit.people (id, banned, banned_at, banned_version) VALUES ($1, $2, $3, $4)
     ON CONFLICT (id) DO UPDATE SET banned = EXCLUDED.banned, banned_at = EXCLUDED.banned_at,
       banned_version = EXCLUDED.banned_version
     WHERE ${NEWER_BAN}`,
    [event.payload.userId, banned, event.occurredAt, versionOf(event.payload)],
  );
}

async function upsertShop(manager: EntityManager, event: DomainEvent<'shop.created' | 'shop.updated'>) {
  const s = event.payload;
  await manager.query(
    `INSERT INTO audit.shops (id, owner_id, name, location, status, is_approved, is_active, created_at, status_at,
       version, status_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $10)
     ON CONFLICT (id) DO UPDATE SET
       owner_id = CASE WHEN ${NEWER_SHOP} THEN EXCLUDED.owner_id ELSE audit.shops.owner_id END,
       name = CASE WHEN ${NEWER_SHOP} THEN EXCLUDED.name ELSE audit.shops.name END,
       location = CASE WHEN ${NEWER_SHOP} THEN EXCLUDED.location ELSE audit.shops.location END,
       created_at = COALESCE(audit.shops.created_at, EXCLUDED.created_at),
       version = CASE WHEN ${NEWER_SHOP} THEN EXCLUDED.version ELSE audit.shops.version END,
       status = CASE WHEN ${NEWER_STATUS} THEN EXCLUDED.status ELSE audit.shops.status END,
       is_approved = CASE WHEN ${NEWER_STATUS} THEN EXCLUDED.is_approved ELSE audit.shops.is_approved END,
       is_active = CASE WHEN ${NEWER_STATUS} THEN EXCLUDED.is_active ELSE audit.shops.is_active END,
       status_version = GREATEST(audit.shops.status_version, EXCLUDED.status_version),
       status_at = GREATEST(audit.shops.status_at, EXCLUDED.status_at)`,
    [
      s.shopId,
      s.ownerId,
      cut(s.name, 200),
      cut(s.location, 200),
      s.status,
      s.isApproved,
      s.isActive,
      s.createdAt,
      event.occurredAt,
      versionOf(s),
    ],
  );
}

async function setShopStatus(
  manager: EntityManager,
  payload: EventPayload<'shop.approved'>,
  status: 'approved' | 'rejected',
  occurredAt: string,
) {
  await manager.query(
    `INSERT INTO audit.shops (id, owner_id, name, status, is_approved, status_at, status_version)
     VALUES ($1, $2, $3, $4, $5, $6, $7)
     ON CONFLICT (id) DO UPDATE SET status = EXCLUDED.status, is_approved = EXCLUDED.is_approved,
       status_at = GREATEST(audit.shops.status_at, EXCLUDED.status_at), status_version = EXCLUDED.status_version
     WHERE ${NEWER_STATUS}`,
    [
      payload.shopId,
      payload.ownerId,
      cut(payload.name, 200),
      status,
      status === 'approved',
      occurredAt,
      versionOf(payload),
    ],
  );
}

async function audit(
  manager: EntityManager,
  event: DomainEvent,
  row: { userId: number | null; action: string; details: object; success: boolean },
) {
  await manager.query(
    `INSERT INTO audit.audit_logs (event_id, user_id, action, resource, details, ip_address, user_agent, success, created_at)
     VALUES ($1, $2, $3, 'auth', $4, $5, $6, $7, $8) ON CONFLICT (event_id) DO NOTHING`,
    [
      event.id,
      row.userId,
      row.action,
      JSON.stringify(row.details),
      cut(event.actor?.ip, 100),
      cut(event.actor?.userAgent, 500),
      row.success,
      event.occurredAt,
    ],
  );
}

const projectors: Projectors = {
  'user.registered': upsertPerson,
  'user.updated': upsertPerson,
  'user.email_verified': async (m, e) => {
    await m.query(
      `INSERT INTO audit.people (id, verified) VALUES ($1, true) ON CONFLICT (id) DO UPDATE SET verified = true`,
      [e.payload.userId],
    );
  },
  'user.banned': (m, e) => setBanned(m, e, true),
  'user.suspended': (m, e) => setBanned(m, e, true),
  'user.unbanned': (m, e) => setBanned(m, e, false),
  'user.unsuspended': (m, e) => setBanned(m, e, false),
  'user.deleted': async (m, e) => {
    await m.query(
      `INSERT INTO audit.people (id, role, deleted) VALUES ($1, $2, true) ON CONFLICT (id) DO UPDATE SET deleted = true`,
      [e.payload.userId, e.payload.role],
    );
  },
  'user.logged_in': (m, e) =>
    audit(m, e, { userId: e.payload.userId, action: 'login', details: { role: e.payload.role }, success: true }),
  'user.login_failed': (m, e) =>
    audit(m, e, {
      userId: e.payload.userId,
      action: 'login_failed',
      details: { identifier: e.payload.identifier, reason: e.payload.reason },
      success: false,
    }),
  'user.locked': (m, e) =>
    audit(m, e, {
      userId: e.payload.userId,
      action: 'account_locked',
      details: { lockedUntil: e.payload.lockedUntil },
      success: false,
    }),
  'user.password_reset': (m, e) =>
    audit(m, e, { userId: e.payload.userId, action: 'password_reset', details: {}, success: true }),
  'shop.created': upsertShop,
  'shop.updated': upsertShop,
  'shop.approved': (m, e) => setShopStatus(m, e.payload, 'approved', e.occurredAt),
  'shop.rejected': (m, e) => setShopStatus(m, e.payload, 'rejected', e.occurredAt),
  'shop.removed': async (m, e) => {
    await m.query(
      `INSERT INTO audit.shops (id, owner_id, name, removed) VALUES ($1, $2, $3, true)
       ON CONFLICT (id) DO UPDATE SET removed = true`,
      [e.payload.shopId, e.payload.ownerId, cut(e.payload.name, 200)],
    );
  },
  'product.created': async (m, e) => {
    await m.query(`INSERT INTO audit.products (id, shop_id) VALUES ($1, $2) ON CONFLICT (id) DO NOTHING`, [
      e.payload.productId,
      e.payload.shopId,
    ]);
  },
  'product.deleted': async (m, e) => {
    await m.query(
      `INSERT INTO audit.products (id, shop_id, deleted) VALUES ($1, $2, true)
       ON CONFLICT (id) DO UPDATE SET deleted = true`,
      [e.payload.productId, e.payload.shopId],
    );
  },
  'shop.viewed': async (m, e) => {
    const v = e.payload;
    await m.query(
      `INSERT INTO audit.visits (id, shop_id, shop_name, shop_location, user_id, guest_session_id, ip_address,
         user_agent, referrer, source, visited_at)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11) ON CONFLICT (id) DO NOTHING`,
      [
        v.visitId,
        v.shopId,
        cut(v.shopName, 200),
        cut(v.shopLocation, 200),
        v.userId,
        v.guestSessionId,
        cut(v.ipAddress, 100),
        cut(v.userAgent, 500),
        v.referrer,
        visitSource(v.referrer),
        v.visitedAt,
      ],
    );
  },
  'chat.message.sent': async (m, e) => {
    const c = e.payload;
    await m.query(
      `INSERT INTO audit.messages (id, conversation_id, shop_id, sender_type, created_at)
       VALUES ($1, $2, $3, $4, $5) ON CONFLICT (id) DO NOTHING`,
      [c.messageId, c.conversationId, c.shopId, c.senderType, c.createdAt],
    );
  },
  'payment.succeeded': async (m, e) => {
    const p = e.payload;
    await m.query(
      `INSERT INTO audit.payments (payment_id, subscription_id, user_id, amount, currency, paid_at)
       VALUES ($1, $2, $3, $4, $5, $6) ON CONFLICT (payment_id) DO NOTHING`,
      [p.paymentId.slice(0, 255), p.subscriptionId, p.userId, p.amount, p.currency.toUpperCase(), e.occurredAt],
    );
  },
};

/** The events the read models consume. */
export const projectedEventNames = [
  ...new Set([...Object.keys(projectors), ...Object.keys(ADMIN_LOG_ACTIONS)]),
] as EventName[];

/** The target's display name before the event changes anything (deleted people keep theirs as text). */
async function targetNameOf(manager: EntityManager, event: DomainEvent): Promise<string | null> {
  const payload = event.payload as Record<string, unknown>;
  if (event.name === 'user.deleted') return String(payload.displayName ?? '') || null;
  if (event.name.startsWith('shop.')) return typeof payload.name === 'string' ? payload.name : null;
  if (event.name === 'review.hidden' || event.name === 'review.kept') {
    return `Review #${String(payload.reviewId)} of ${String(payload.shopName)}`;
  }
  if (event.name.startsWith('chat.conversation.')) {
    return `Conversation #${String(payload.conversationId)} with ${String(payload.shopName)}`;
  }
  const rows: Array<{ name: string | null }> = await manager.query(
    `SELECT NULLIF(trim(concat_ws(' ', first_name, last_name)), '') AS name FROM audit.people WHERE id = $1`,
    [payload.userId],
  );
  return rows[0]?.name ?? null;
}

async function writeAdminLog(manager: EntityManager, event: DomainEvent): Promise<void> {
  const kind = ADMIN_LOG_ACTIONS[event.name];
  const actor = event.actor;
  if (!kind || actor?.role !== 'admin') return;
  const payload = event.payload as {
    userId?: number;
    shopId?: number;
    reviewId?: number;
    conversationId?: number;
    reason?: string;
  };
  const targetId = {
    user: payload.userId,
    shop: payload.shopId,
    review: payload.reviewId,
    conversation: payload.conversationId,
  }[kind.targetType];
  if (!targetId) return;
  const reason = actor.reason ?? payload.reason ?? null;
  await manager.query(
    `INSERT INTO audit.admin_logs (event_id, admin_id, admin_name, admin_email, action, target_type, target_id,
       target_name, details, ip_address, user_agent, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (event_id) DO NOTHING`,
    [
      event.id,
      actor.id ?? null,
      cut(actor.name, 200),
      cut(actor.email, 200),
      kind.action,
      kind.targetType,
      targetId,
      cut(await targetNameOf(manager, event), 400),
      JSON.stringify({ reason }),
      cut(actor.ip, 100),
      cut(actor.userAgent, 500),
      event.occurredAt,
    ],
  );
}

/**
 * Applies one event to every read model, inside the caller's transaction. Live handling and the rebuild both call
 * this, so a rebuild from the event history gives the same tables. Every write is idempotent and tolerant of order
 * (each group of columns keeps the version of the person or shop event that last set it, deletions and removals
 * are flags that stay), since events arrive in any order.
 */
export async function projectEvent(manager: EntityManager, event: DomainEvent): Promise<void> {
  await writeAdminLog(manager, event);
  const projector = projectors[event.name] as Projector<EventName> | undefined;
  if (projector) await projector(manager, event);
}
