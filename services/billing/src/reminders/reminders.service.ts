import { Inject, Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';
import { EventPayload } from '@app/contracts';
import { OutboxService } from '@app/messaging';
import { Clock } from '@app/service-kit';
import { returnedRows } from '@app/database';
import { BillingConfig } from '../billing.config';
import { BILLING_CONFIG } from '../config/billing-config.module';

type ReminderKind = EventPayload<'subscription.reminded'>['kind'];

interface DueReminder {
  id: number;
  user_id: number;
  end_date: Date;
  kind: ReminderKind;
}

/**
 * The reminders of a plan's end (issue 16): 30 days and 7 days before the end date and on the end day, counted in
 * calendar days of TIME_ZONE. Only the most urgent kind due is sent (a scheduler that was down does not send three
 * at once), only for a plan no later paid plan follows (a renewed plan gets none), and each once: the insert into
 * subscription_reminders claims it and the event is published in the same transaction.
 */
@Injectable()
export class RemindersService {
  private readonly logger = new Logger(RemindersService.name);

  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    private readonly outbox: OutboxService,
    private readonly clock: Clock,
    @Inject(BILLING_CONFIG) private readonly config: BillingConfig,
  ) {}

  async sendDue(): Promise<number> {
    const now = this.clock.now();
    return this.dataSource.transaction(async (manager) => {
      const due = (await manager.query(
        `WITH candidates AS (
           SELECT s.id, s.user_id, s.end_date,
             (s.end_date AT TIME ZONE $2)::date - ($1::timestamptz AT TIME ZONE $2)::date AS days_left
           FROM billing.subscriptions s
           WHERE s.status IN ('active', 'expired')
             AND s.end_date BETWEEN $1::timestamptz - interval '2 days' AND $1::timestamptz + interval '32 days'
             AND NOT EXISTS (SELECT 1 FROM billing.subscriptions later WHERE later.user_id = s.user_id
               AND later.status = 'active' AND later.end_date > s.end_date)
         )
         SELECT id, user_id, end_date,
           CASE WHEN days_left = 0 THEN 'ends_today' WHEN days_left <= 7 THEN 'ends_in_7_days'
             ELSE 'ends_in_30_days' END AS kind
         FROM candidates WHERE days_left BETWEEN 0 AND 30 ORDER BY end_date, id`,
        [now, this.config.TIME_ZONE],
      )) as DueReminder[];
      let sent = 0;
      for (const reminder of due) {
        const claimed = returnedRows<{ kind: string }>(
          await manager.query(
            `INSERT INTO billing.subscription_reminders (subscription_id, kind, period_end, sent_at)
             VALUES ($1, $2, $3, $4) ON CONFLICT DO NOTHING RETURNING kind`,
            [reminder.id, reminder.kind, reminder.end_date, now],
          ),
        );
        if (claimed.length === 0) continue;
        await this.outbox.publish(
          manager,
          'subscription.reminded',
          {
            subscriptionId: reminder.id,
            userId: reminder.user_id,
            kind: reminder.kind,
            endDate: reminder.end_date.toISOString(),
          },
          { role: 'system' },
        );
        this.logger.log(`Reminder ${reminder.kind} of subscription ${reminder.id} for owner ${reminder.user_id}`);
        sent += 1;
      }
      return sent;
    });
  }
}
