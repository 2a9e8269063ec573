import { Body, Controller, Param, Post } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, RequestIdentity, SignedIn } from '@app/auth-context';
import { idParamSchema, ReviewReportInput, ReviewReportResponse, reviewReportSchema } from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { ReviewReportsService } from './review-reports.service';

@ApiTags('reviews')
@Controller('api/reviews/:reviewId/report')
export class ReviewReportsController {
  constructor(private readonly reports: ReviewReportsService) {}

  /** Any signed-in person, once per review (again is a 409). */
  @SignedIn()
  @Post()
  report(
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: number,
    @Body(new ZodValidationPipe(reviewReportSchema)) body: ReviewReportInput,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ReviewReportResponse> {
    return this.reports.report(reviewId, identity, body);
  }
}
