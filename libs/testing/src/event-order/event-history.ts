import { DomainEvent, EventName, EventPayload } from '@app/contracts';
import fc from 'fast-check';

/**
 * Histories of person and shop events as identity, catalog, reviews and billing publish them (versions bumped per
 * aggregate, nothing after a deletion, a deleted owner's shops removed by catalog), plus redeliveries, for the
 * property that every projection ends in the same state whatever the arrival order (docs/architecture.md, Events).
 */

export type PersonOp = 'ban' | 'unban' | 'suspend' | 'unsuspend' | 'update' | 'delete' | 'subscribe' | 'expire';
export type ShopOp = 'update' | 'approve' | 'reject' | 'remove' | 'addProduct' | 'removeProduct' | 'rate';

export type Command =
  | { aggregate: 'person'; index: number; op: PersonOp; word: string; n: number }
  | { aggregate: 'shop'; index: number; op: ShopOp; word: string; n: number };

export interface PersonModel {
  userId: number;
  role: 'customer' | 'shop_owner';
  firstName: string;
  lastName: string;
  email: string;
  banned: boolean;
  deleted: boolean;
  version: number;
}

export interface ShopModel {
  shopId: number;
  ownerId: number;
  name: string;
  location: string;
  status: 'pending' | 'approved' | 'rejected';
  removed: boolean;
  version: number;
}

export interface EventHistory {
  /** The events in the order their producers committed them, each once. */
  events: DomainEvent[];
  /** Every delivery: each event once, and the redelivered ones again (same id), in producer order. */
  inOrder: DomainEvent[];
  /** The producers' final state, for checking what the in-order application arrives at. */
  people: PersonModel[];
  shops: ShopModel[];
}

export interface HistoryOptions {
  /** Person ids are firstId, firstId + 1, ...; the first half own shops, the others are customers. */
  people?: number;
  shops?: number;
  maxCommands?: number;
  maxRedeliveries?: number;
  firstPersonId?: number;
  firstShopId?: number;
}

const WORDS = ['Aoife', 'Brid', 'Cian', 'Dara', 'Eabha', 'Fionn', 'Grainne', 'Ultan'];
const PERSON_OPS: PersonOp[] = ['ban', 'unban', 'suspend', 'unsuspend', 'update', 'delete', 'subscribe', 'expire'];
const SHOP_OPS: ShopOp[] = ['update', 'approve', 'reject', 'remove', 'addProduct', 'removeProduct', 'rate'];

/** A history, and one arrival order of all its deliveries (redeliveries included): a random permutation. */
export function eventHistoryWithArrival(
  options: HistoryOptions = {},
): fc.Arbitrary<{ history: EventHistory; arrival: DomainEvent[] }> {
  return eventHistory(options).chain((history) =>
    fc.record({
      history: fc.constant(history),
      arrival: fc.shuffledSubarray(history.inOrder, {
        minLength: history.inOrder.length,
        maxLength: history.inOrder.length,
      }),
    }),
  );
}

export function eventHistory(options: HistoryOptions = {}): fc.Arbitrary<EventHistory> {
  const people = options.people ?? 4;
  const shops = options.shops ?? 3;
  const command: fc.Arbitrary<Command> = fc.oneof(
    fc.record({
      aggregate: fc.constant('person' as const),
      index: fc.nat(people - 1),
      op: fc.constantFrom(...PERSON_OPS),
      word: fc.constantFrom(...WORDS),
      n: fc.nat(40),
    }),
    fc.record({
      aggregate: fc.constant('shop' as const),
      index: fc.nat(shops - 1),
      op: fc.constantFrom(...SHOP_OPS),
      word: fc.constantFrom(...WORDS),
      n: fc.nat(40),
    }),
  );
  return fc
    .record({
      commands: fc.array(command, { maxLength: options.maxCommands ?? 30, size: 'medium' }),
      redeliveries: fc.array(fc.nat(), { maxLength: options.maxRedeliveries ?? 8 }),
    })
    .map(({ commands, redeliveries }) => produce(commands, redeliveries, options));
}

/** The shops a history is about, with their owners (the same for every history of these options). */
export function historyShops(options: HistoryOptions = {}): Array<{ shopId: number; ownerId: number }> {
  const firstPersonId = options.firstPersonId ?? 1001;
  const firstShopId = options.firstShopId ?? 501;
  const owners = Math.max(1, Math.ceil((options.people ?? 4) / 2));
  return Array.from({ length: options.shops ?? 3 }, (_, i) => ({
    shopId: firstShopId + i,
    ownerId: firstPersonId + (i % owners),
  }));
}

/** Plays the commands as the producers would, stamping versions, and adds the redeliveries. */
export function produce(commands: Command[], redeliveries: number[], options: HistoryOptions = {}): EventHistory {
  const firstPersonId = options.firstPersonId ?? 1001;
  const peopleCount = options.people ?? 4;
  const owners = Math.max(1, Math.ceil(peopleCount / 2));
  const events: DomainEvent[] = [];
  const start = Date.UTC(2026, 0, 1);
  const emit = <N extends EventName>(name: N, payload: EventPayload<N>): void => {
    const seq = events.length + 1;
    events.push({
      id: `00000000-0000-4000-8000-${seq.toString(16).padStart(12, '0')}`,
      name,
      occurredAt: new Date(start + seq * 1000).toISOString(),
      payload,
    } as DomainEvent);
  };
  const createdAt = new Date(start).toISOString();

  const people: PersonModel[] = Array.from({ length: peopleCount }, (_, i) => ({
    userId: firstPersonId + i,
    role: i < owners ? ('shop_owner' as const) : ('customer' as const),
    firstName: WORDS[i % WORDS.length],
    lastName: 'Byrne',
    email: `p${firstPersonId + i}@example.ie`,
    banned: false,
    deleted: false,
    version: 0,
  }));
  const snapshot = (p: PersonModel): EventPayload<'user.registered'> => ({
    userId: p.userId,
    role: p.role,
    isAdmin: false,
    firstName: p.firstName,
    lastName: p.lastName,
    email: p.email,
    phone: null,
    city: null,
    createdAt,
    version: p.version,
  });
  for (const p of people) {
    p.version += 1;
    emit('user.registered', snapshot(p));
  }

  const shops: ShopModel[] = historyShops(options).map(({ shopId, ownerId }, i) => ({
    shopId,
    ownerId,
    name: `Shop ${i}`,
    location: 'Galway',
    status: 'pending' as const,
    removed: false,
    version: 0,
  }));
  const shopSnapshot = (s: ShopModel): EventPayload<'shop.created'> => ({
    shopId: s.shopId,
    ownerId: s.ownerId,
    name: s.name,
    location: s.location,
    categoryId: null,
    status: s.status,
    isApproved: s.status === 'approved',
    isActive: true,
    createdAt,
    version: s.version,
  });
  for (const s of shops) {
    s.version += 1;
    emit('shop.created', shopSnapshot(s));
  }

  let subscriptionSeq = 0;
  let productSeq = 0;
  let reviewSeq = 0;
  const activeSubscriptions = new Map<number, number[]>();
  const products = new Map<number, number[]>();
  const ratingVersions = new Map<number, number>();
  const removeShop = (s: ShopModel): void => {
    s.removed = true;
    s.version += 1;
    emit('shop.removed', { shopId: s.shopId, ownerId: s.ownerId, name: s.name, version: s.version });
  };

  for (const command of commands) {
    if (command.aggregate === 'person') {
      const p = people[command.index];
      if (p.deleted) continue;
      const role = p.role;
      switch (command.op) {
        case 'ban':
        case 'suspend':
          // identity publishes only a change of the flag
          if (p.banned) break;
          p.banned = true;
          p.version += 1;
          emit(command.op === 'ban' ? 'user.banned' : 'user.suspended', { userId: p.userId, role, version: p.version });
          break;
        case 'unban':
        case 'unsuspend':
          if (!p.banned) break;
          p.banned = false;
          p.version += 1;
          emit(command.op === 'unban' ? 'user.unbanned' : 'user.unsuspended', {
            userId: p.userId,
            role,
            version: p.version,
          });
          break;
        case 'update':
          p.firstName = `${command.word}${command.n}`;
          p.lastName = command.word;
          p.email = `${command.word.toLowerCase()}${command.n}@example.ie`;
          p.version += 1;
          emit('user.updated', snapshot(p));
          break;
        case 'subscribe': {
          subscriptionSeq += 1;
          activeSubscriptions.set(p.userId, [...(activeSubscriptions.get(p.userId) ?? []), subscriptionSeq]);
          emit('subscription.activated', {
            subscriptionId: subscriptionSeq,
            userId: p.userId,
            startDate: createdAt,
            endDate: new Date(start + (command.n + 1) * 86_400_000).toISOString(),
            amount: '20.00',
            currency: 'EUR',
          });
          break;
        }
        case 'expire': {
          const active = activeSubscriptions.get(p.userId) ?? [];
          if (active.length === 0) break;
          const subscriptionId = active[command.n % active.length];
          activeSubscriptions.set(
            p.userId,
            active.filter((id) => id !== subscriptionId),
          );
          emit('subscription.expired', { subscriptionId, userId: p.userId });
          break;
        }
        case 'delete':
          p.deleted = true;
          p.version += 1;
          emit('user.deleted', {
            userId: p.userId,
            role,
            displayName: `${p.firstName} ${p.lastName}`,
            version: p.version,
          });
          // catalog removes the deleted owner's shops and publishes shop.removed for each
          for (const s of shops) if (s.ownerId === p.userId && !s.removed) removeShop(s);
          break;
      }
    } else {
      const s = shops[command.index];
      if (s.removed) continue;
      switch (command.op) {
        case 'update':
          s.name = `${command.word}'s ${command.n}`;
          s.location = command.n % 2 === 0 ? 'Galway' : 'Salthill';
          s.version += 1;
          emit('shop.updated', shopSnapshot(s));
          break;
        case 'approve':
        case 'reject': {
          s.status = command.op === 'approve' ? 'approved' : 'rejected';
          s.version += 1;
          const ref = { shopId: s.shopId, ownerId: s.ownerId, name: s.name, version: s.version };
          if (command.op === 'approve') emit('shop.approved', ref);
          else emit('shop.rejected', { ...ref, reason: 'Not a shop' });
          break;
        }
        case 'remove':
          removeShop(s);
          break;
        case 'addProduct':
          productSeq += 1;
          products.set(s.shopId, [...(products.get(s.shopId) ?? []), productSeq]);
          emit('product.created', {
            productId: productSeq,
            shopId: s.shopId,
            ownerId: s.ownerId,
            name: command.word,
            price: '3.50',
          });
          break;
        case 'removeProduct': {
          const list = products.get(s.shopId) ?? [];
          if (list.length === 0) break;
          const productId = list[command.n % list.length];
          products.set(
            s.shopId,
            list.filter((id) => id !== productId),
          );
          emit('product.deleted', { productId, shopId: s.shopId, ownerId: s.ownerId });
          break;
        }
        case 'rate': {
          reviewSeq += 1;
          const version = (ratingVersions.get(s.shopId) ?? 0) + 1;
          ratingVersions.set(s.shopId, version);
          const count = 1 + (command.n % 7);
          // Any split of the count over the stars: the projection only has to keep the one of the newest version.
          const fives = command.n % (count + 1);
          emit(command.n % 3 === 0 ? 'review.updated' : 'review.created', {
            reviewId: reviewSeq,
            shopId: s.shopId,
            userId: people[people.length - 1].userId,
            rating: 1 + (command.n % 5),
            shopAverage: Math.round((1 + ((command.n * 37) % 400) / 100) * 100) / 100,
            shopReviewCount: count,
            shopRatingVersion: version,
            shopRatingBreakdown: { '1': count - fives, '2': 0, '3': 0, '4': 0, '5': fives },
          });
          break;
        }
      }
    }
  }

  const again = new Map<number, number>();
  for (const r of redeliveries) {
    if (events.length === 0) break;
    const index = r % events.length;
    again.set(index, (again.get(index) ?? 0) + 1);
  }
  const inOrder = events.flatMap((event, index) => Array.from({ length: 1 + (again.get(index) ?? 0) }, () => event));
  return { events, inOrder, people, shops };
}
