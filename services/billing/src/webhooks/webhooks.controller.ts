import { Controller, Headers, HttpCode, Post, Req, type RawBodyRequest } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Request } from 'express';
import { Public } from '@app/auth-context';
import { WebhookResponse } from '@app/contracts';
import { WebhooksService } from './webhooks.service';

/** Stripe's webhook: public, its `Stripe-Signature` is the proof (the app keeps each request's raw body). */
@ApiTags('billing')
@Controller('api/billing')
export class WebhooksController {
  constructor(private readonly webhooks: WebhooksService) {}

  @Public()
  @Post('webhook')
  @HttpCode(200)
  receive(
    @Req() request: RawBodyRequest<Request>,
    @Headers('stripe-signature') signature: string | undefined,
  ): Promise<WebhookResponse> {
    return this.webhooks.handle(request.rawBody, signature);
  }
}
