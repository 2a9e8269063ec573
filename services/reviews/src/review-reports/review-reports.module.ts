import { Module } from '@nestjs/common';
import { AdminReviewReportsController } from './admin-review-reports.controller';
import { ReviewReportsController } from './review-reports.controller';
import { ReviewReportsService } from './review-reports.service';

@Module({
  controllers: [ReviewReportsController, AdminReviewReportsController],
  providers: [ReviewReportsService],
})
export class ReviewReportsModule {}
