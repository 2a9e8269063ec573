import { Injectable } from '@nestjs/common';
import { MessagingHealth } from '@app/messaging';
import { ReadinessCheck } from './readiness-check';

@Injectable()
export class BrokerReadinessCheck implements ReadinessCheck {
  readonly name = 'broker';

  constructor(private readonly messaging: MessagingHealth) {}

  async check(): Promise<string> {
    const { broker } = await this.messaging.check();
    return broker;
  }
}
