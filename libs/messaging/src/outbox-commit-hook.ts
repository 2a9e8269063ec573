import {
  DataSource,
  EntityManager,
  EntitySubscriberInterface,
  QueryRunner,
  TransactionCommitEvent,
  TransactionRollbackEvent,
} from 'typeorm';
import { OutboxListener } from './outbox.service';

/**
 * Wakes the relay as soon as a transaction that wrote outbox rows commits, so events leave within milliseconds
 * instead of at the next poll. It listens as a TypeORM subscriber added to the DataSource at start (the DataSource is
 * built by the service's database module, so it cannot be declared there); `detach` removes it.
 */
export class OutboxCommitHook implements OutboxListener, EntitySubscriberInterface {
  private readonly pending = new WeakSet<QueryRunner>();
  private attached = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly onCommitted: () => void,
  ) {}

  attach(): void {
    if (this.attached) return;
    (this.dataSource.subscribers as EntitySubscriberInterface[]).push(this);
    this.attached = true;
  }

  detach(): void {
    const subscribers = this.dataSource.subscribers as EntitySubscriberInterface[];
    const index = subscribers.indexOf(this);
    if (index >= 0) subscribers.splice(index, 1);
    this.attached = false;
  }

  inserted(manager: EntityManager): void {
    const queryRunner = manager.queryRunner;
    if (queryRunner?.isTransactionActive && this.attached) this.pending.add(queryRunner);
    else this.onCommitted();
  }

  afterTransactionCommit(event: TransactionCommitEvent): void {
    // A nested transaction (savepoint) released: wait for the outer COMMIT.
    if (event.queryRunner.isTransactionActive) return;
    if (this.pending.delete(event.queryRunner)) this.onCommitted();
  }

  afterTransactionRollback(event: TransactionRollbackEvent): void {
    if (!event.queryRunner.isTransactionActive) this.pending.delete(event.queryRunner);
  }
}
