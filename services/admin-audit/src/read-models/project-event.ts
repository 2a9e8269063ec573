import { EntityManager } from 'typeorm';
import { DomainEvent, EventName, EventPayload, ShopVisit, versionOf } from '@app/contracts';
import { PreparedStatement, preparedStatement, queryPrepared } from '@app/database';
import { bannedFolds, defineProjection, shopStatusFolds, EventHandler, handledEventsOf } from '@app/messaging';
import { ADMIN_LOG_ACTIONS } from './admin-log-action';
import { visitSource } from './visit-source';

const cut = (value: string | null | undefined, max: number) =>
  value === null || value === undefined ? null : value.slice(0, max);

const profile = (p: EventPayload<'user.registered' | 'user.updated'>) => ({
  id: p.userId,
  version: versionOf(p),
  set: {
    role: p.role,
    is_admin: p.isAdmin,
    first_name: cut(p.firstName, 200),
    last_name: cut(p.lastName, 200),
    email: cut(p.email, 200),
    city: cut(p.city?.trim() || null, 200),
    created_at: p.createdAt,
  },
});

/**
 * People as identity's events describe them. Events written before versions existed (version 0) are ordered by
 * when they occurred (snapshot_at, banned_at); a deleted person keeps their row, flagged.
 */
const People = defineProjection({
  name: 'AuditPeopleReadModel',
  table: 'audit.people',
  key: 'id',
  groups: [
    {
      version: 'profile_version',
      occurredAt: 'snapshot_at',
      columns: ['role', 'is_admin', 'first_name', 'last_name', 'email', 'city', 'created_at'],
    },
    { version: 'banned_version', occurredAt: 'banned_at', columns: ['banned'] },
  ],
  unordered: ['verified', 'deleted'],
  events: {
    'user.registered': profile,
    'user.updated': profile,
    'user.email_verified': (p) => ({ id: p.userId, set: { verified: true } }),
    ...bannedFolds,
    'user.deleted': (p) => ({ id: p.userId, set: { deleted: true }, insert: { role: p.role } }),
  },
});

const shop = (p: EventPayload<'shop.created' | 'shop.updated'>) => ({
  id: p.shopId,
  version: versionOf(p),
  set: {
    owner_id: p.ownerId,
    name: cut(p.name, 200),
    location: cut(p.location, 200),
    created_at: p.createdAt,
    status: p.status,
    is_approved: p.isApproved,
    is_active: p.isActive,
  },
});

/** Shops as catalog's events describe them: details from snapshots, status also from approvals; removed ones stay, flagged. */
const Shops = defineProjection({
  name: 'AuditShopsReadModel',
  table: 'audit.shops',
  key: 'id',
  groups: [
    { version: 'version', columns: ['owner_id', 'name', 'location', 'created_at'] },
    { version: 'status_version', occurredAt: 'status_at', columns: ['status', 'is_approved', 'is_active'] },
  ],
  unordered: ['removed'],
  events: {
    'shop.created': shop,
    'shop.updated': shop,
    ...shopStatusFolds,
    'shop.removed': (p) => ({
      id: p.shopId,
      set: { removed: true },
      insert: { owner_id: p.ownerId, name: cut(p.name, 200) },
    }),
  },
});

const Products = defineProjection({
  name: 'AuditProductsReadModel',
  table: 'audit.products',
  key: 'id',
  unordered: ['deleted'],
  events: {
    'product.created': (p) => ({ id: p.productId, insert: { shop_id: p.shopId } }),
    'product.deleted': (p) => ({ id: p.productId, set: { deleted: true }, insert: { shop_id: p.shopId } }),
  },
});

/** One sign-in audit row per event. */
const signIn = (
  event: DomainEvent,
  row: { userId: number | null; action: string; details: object; success: boolean },
) => ({
  id: event.id,
  insert: {
    user_id: row.userId,
    action: row.action,
    resource: 'auth',
    details: JSON.stringify(row.details),
    ip_address: cut(event.actor?.ip, 100),
    user_agent: cut(event.actor?.userAgent, 500),
    success: row.success,
    created_at: event.occurredAt,
  },
});

const SignInAudit = defineProjection({
  name: 'AuditSignInReadModel',
  table: 'audit.audit_logs',
  key: 'event_id',
  events: {
    'user.logged_in': (p, { event }) =>
      signIn(event, { userId: p.userId, action: 'login', details: { role: p.role }, success: true }),
    'user.login_failed': (p, { event }) =>
      signIn(event, {
        userId: p.userId,
        action: 'login_failed',
        details: { identifier: p.identifier, reason: p.reason },
        success: false,
      }),
    'user.locked': (p, { event }) =>
      signIn(event, {
        userId: p.userId,
        action: 'account_locked',
        details: { lockedUntil: p.lockedUntil },
        success: false,
      }),
    'user.password_reset': (p, { event }) =>
      signIn(event, { userId: p.userId, action: 'password_reset', details: {}, success: true }),
  },
});

/** A visit's row in audit.visits, but for its id. */
const visitRow = (v: ShopVisit) => ({
  shop_id: v.shopId,
  shop_name: cut(v.shopName, 200),
  shop_location: cut(v.shopLocation, 200),
  user_id: v.userId,
  guest_session_id: v.guestSessionId,
  ip_address: cut(v.ipAddress, 100),
  user_agent: cut(v.userAgent, 500),
  referrer: v.referrer,
  source: visitSource(v.referrer),
  visited_at: v.visitedAt,
});

/**
 * Read-model rows that are facts: keyed by the producer's id, written once (one may arrive again), never changed,
 * and no admin's action. A run of consecutive fact events of one table is written in one statement.
 */
type FactTable = 'audit.visits' | 'audit.messages';

interface Facts {
  table: FactTable;
  rows: Array<{ id: number } & Record<string, unknown>>;
}

const insertFactsSql = (table: FactTable) =>
  preparedStatement(
    `INSERT INTO ${table} SELECT * FROM jsonb_populate_recordset(NULL::${table}, $1::jsonb) ON CONFLICT (id) DO NOTHING`,
  );
const INSERT_FACTS_SQL: Record<FactTable, PreparedStatement> = {
  'audit.visits': insertFactsSql('audit.visits'),
  'audit.messages': insertFactsSql('audit.messages'),
};

/** The facts an event carries, or undefined for an event whose read models are not facts. */
function factsOf(event: DomainEvent): Facts | undefined {
  if (event.name === 'shop.viewed') {
    const visit = (event as DomainEvent<'shop.viewed'>).payload;
    return { table: 'audit.visits', rows: [{ id: visit.visitId, ...visitRow(visit) }] };
  }
  if (event.name === 'shop.visits.recorded') {
    const { visits } = (event as DomainEvent<'shop.visits.recorded'>).payload;
    return { table: 'audit.visits', rows: visits.map((visit) => ({ id: visit.visitId, ...visitRow(visit) })) };
  }
  if (event.name === 'chat.message.sent') {
    const message = (event as DomainEvent<'chat.message.sent'>).payload;
    const row = {
      id: message.messageId,
      conversation_id: message.conversationId,
      shop_id: message.shopId,
      sender_type: message.senderType,
      created_at: message.createdAt,
    };
    return { table: 'audit.messages', rows: [row] };
  }
  return undefined;
}

/** The events factsOf reads: visits one each (shop.viewed, as catalog published them before) or a flush's, messages. */
const FACT_EVENTS = ['shop.viewed', 'shop.visits.recorded', 'chat.message.sent'] as const;

/** Facts of one table in one statement; one already there is kept. Every column comes from the rows. */
async function insertFacts(manager: EntityManager, facts: Facts): Promise<void> {
  // The table's own row type reads the rows, so each column list lives once, in factsOf.
  await queryPrepared(manager, INSERT_FACTS_SQL[facts.table], [JSON.stringify(facts.rows)]);
}

/** Payments: facts, each written once (visits and messages too: factsOf). */
const Payments = defineProjection({
  name: 'AuditPaymentsReadModel',
  table: 'audit.payments',
  key: 'payment_id',
  events: {
    'payment.succeeded': (p, { event }) => ({
      id: p.paymentId.slice(0, 255),
      insert: {
        subscription_id: p.subscriptionId,
        user_id: p.userId,
        amount: p.amount,
        currency: p.currency.toUpperCase(),
        paid_at: event.occurredAt,
      },
    }),
  },
});

/** The read models, applied in the event history's transaction (not registered as handlers of their own). */
const readModels: EventHandler[] = [People, Shops, Products, SignInAudit, Payments].map(
  (ReadModel) => new ReadModel() as EventHandler,
);

/** The events the read models consume. */
export const projectedEventNames = [
  ...new Set([
    ...readModels.flatMap((model) => handledEventsOf(model)),
    ...FACT_EVENTS,
    ...Object.keys(ADMIN_LOG_ACTIONS),
  ]),
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

/** Applies one event that carries no facts to the admin log and every read model. */
async function projectEvent(manager: EntityManager, event: DomainEvent): Promise<void> {
  await writeAdminLog(manager, event);
  for (const model of readModels) await model.handle(event, manager);
}

/**
 * Applies events in order to every read model, inside the caller's transaction. Live handling (a consumer's batch)
 * and the rebuild (a page of the event history) both call this, so a rebuild gives the same tables. The facts of
 * each run of consecutive fact events of one table (visits, messages) are written in one statement (such an event
 * touches its table alone, and is no admin's action). Every write is idempotent and tolerant of order (each group
 * of columns keeps the version of the person or shop event that last set it, deletions and removals are flags that
 * stay, facts are kept once), since events arrive in any order.
 */
export async function projectEvents(manager: EntityManager, events: readonly DomainEvent[]): Promise<void> {
  let run: Facts | undefined;
  for (const event of events) {
    const facts = factsOf(event);
    if (facts && run?.table === facts.table) {
      run.rows.push(...facts.rows);
      continue;
    }
    if (run) await insertFacts(manager, run);
    run = facts;
    if (!facts) await projectEvent(manager, event);
  }
  if (run) await insertFacts(manager, run);
}
