import { Column, Entity, PrimaryColumn } from 'typeorm';
import type { EventActor } from '@app/contracts';

/** Every event the system ever published, once; the source the read models can be rebuilt from. */
@Entity({ name: 'event_history' })
export class EventHistoryEntry {
  @PrimaryColumn({ name: 'event_id', type: 'uuid' })
  eventId!: string;

  @Column({ type: 'varchar', length: 100 })
  name!: string;

  @Column({ name: 'occurred_at', type: 'timestamptz' })
  occurredAt!: Date;

  @Column({ type: 'jsonb', nullable: true })
  actor!: EventActor | null;

  @Column({ type: 'jsonb' })
  payload!: unknown;

  @Column({ name: 'recorded_at', type: 'timestamptz', default: () => 'now()' })
  recordedAt!: Date;
}
