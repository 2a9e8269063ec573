import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, RequestIdentity, Roles } from '@app/auth-context';
import { OfflinePaymentInput, offlinePaymentSchema, OfflinePaymentResponse } from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { OfflinePaymentsService } from './offline-payments.service';

/** The offline test mode's card form posts here; in Stripe mode it answers 404. */
@ApiTags('billing')
@Controller('api/billing')
export class OfflinePaymentsController {
  constructor(private readonly offlinePayments: OfflinePaymentsService) {}

  @Roles('shop_owner')
  @Post('offline-payments')
  @HttpCode(200)
  pay(
    @Body(new ZodValidationPipe(offlinePaymentSchema)) body: OfflinePaymentInput,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<OfflinePaymentResponse> {
    return this.offlinePayments.pay(identity, body);
  }
}
