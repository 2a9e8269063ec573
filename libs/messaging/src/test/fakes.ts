import { randomUUID } from 'node:crypto';
import { DomainEvent, EventPayload } from '@app/contracts';
import type { PreparedStatement } from '@app/database';
import { DataSource, EntityManager } from 'typeorm';
import { EventSubscription } from '../event-transport';

export const reviewPayload = (
  overrides: Partial<EventPayload<'review.created'>> = {},
): EventPayload<'review.created'> => ({
  reviewId: 1,
  shopId: 7,
  userId: 3,
  rating: 5,
  shopAverage: 4.5,
  shopReviewCount: 2,
  ...overrides,
});

export function reviewCreated(overrides: Partial<EventPayload<'review.created'>> = {}): DomainEvent<'review.created'> {
  return {
    id: randomUUID(),
    name: 'review.created',
    occurredAt: new Date().toISOString(),
    payload: reviewPayload(overrides),
  };
}

export interface RecordedQuery {
  sql: string;
  params: unknown[];
}

/**
 * A DataSource stand-in for unit tests: records queries, keeps an in-memory inbox with the uniqueness of
 * (event_id, handler), and undoes inbox rows of a transaction whose callback throws.
 */
export function fakeDataSource(answer: (sql: string, params: unknown[]) => unknown[] | undefined = () => undefined) {
  const queries: RecordedQuery[] = [];
  const inbox = new Set<string>();
  // Prepared statements (queryPrepared) arrive as node-postgres's { name, text }: recorded by their text.
  const query = async (statement: string | PreparedStatement, params: unknown[] = []) => {
    const sql = typeof statement === 'string' ? statement : statement.text;
    queries.push({ sql, params });
    if (sql.includes('INSERT INTO') && sql.includes('inbox_events')) {
      const key = `${String(params[0])}|${String(params[1])}`;
      if (inbox.has(key)) return [];
      inbox.add(key);
      return [{ event_id: params[0] }];
    }
    return answer(sql, params) ?? [];
  };
  let transactions = 0;
  let connectionsTaken = 0;
  const dataSource = {
    query,
    subscribers: [],
    /** A held connection whose manager runs transactions like the data source's own. */
    createQueryRunner: () => {
      const runner = {
        isReleased: false,
        connect: async () => {
          connectionsTaken += 1;
        },
        release: async () => {
          runner.isReleased = true;
        },
        manager: { transaction: <T>(work: (manager: EntityManager) => Promise<T>) => dataSource.transaction(work) },
      };
      return runner;
    },
    transaction: async <T>(work: (manager: EntityManager) => Promise<T>): Promise<T> => {
      transactions += 1;
      const before = new Set(inbox);
      const manager = { query, queryRunner: { isTransactionActive: true } } as unknown as EntityManager;
      try {
        return await work(manager);
      } catch (error) {
        inbox.clear();
        for (const key of before) inbox.add(key);
        throw error;
      }
    },
  };
  return {
    dataSource: dataSource as unknown as DataSource,
    queries,
    inbox,
    transactionCount: () => transactions,
    connectionsTaken: () => connectionsTaken,
  };
}

/** A subscription whose `process` is scripted per call. */
export function fakeSubscription(
  service: string,
  eventNames: string[],
  process: (body: string, attempt: number) => Promise<void> = async () => undefined,
  retryDelaysMs: number[] = [1_000, 5_000, 30_000, 120_000],
) {
  const processed: Array<{ body: string; attempt: number }> = [];
  const deadLetters: Parameters<EventSubscription['deadLetter']>[0][] = [];
  const subscription: EventSubscription = {
    service,
    eventNames,
    retryDelaysMs,
    process: async (body, attempt) => {
      processed.push({ body, attempt });
      await process(body, attempt);
    },
    deadLetter: async (letter) => {
      deadLetters.push(letter);
    },
  };
  return { subscription, processed, deadLetters };
}
