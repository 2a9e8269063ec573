import { Controller, Get, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentIdentity, RequestIdentity, Roles } from '@app/auth-context';
import { SubscriptionIntentResponse } from '@app/contracts';
import { SubscriptionsService } from './subscriptions.service';

@ApiTags('subscriptions')
@Controller('api')
export class SubscriptionsController {
  constructor(private readonly subscriptions: SubscriptionsService) {}

  @Roles('shop_owner')
  @Get('get-or-create-subscription')
  getOrCreate(@CurrentIdentity() identity: RequestIdentity): Promise<SubscriptionIntentResponse> {
    return this.subscriptions.getOrCreate(identity);
  }

  /** Answers JSON `null` (not an empty body) for an owner without a subscription. */
  @Roles('shop_owner')
  @Get('subscription')
  async current(@CurrentIdentity() identity: RequestIdentity, @Res() response: Response): Promise<void> {
    response.json(await this.subscriptions.current(identity));
  }
}
