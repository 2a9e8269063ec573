import { Controller, Get, UnauthorizedException } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, RequestIdentity, SignedIn } from '@app/auth-context';
import { MyReviewResponse } from '@app/contracts';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('api/customer/reviews')
export class MyReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  @SignedIn()
  @Get()
  mine(@CurrentIdentity() identity: RequestIdentity): Promise<MyReviewResponse[]> {
    if (identity.userId === null) throw new UnauthorizedException('Unauthorized');
    return this.reviews.mine(identity.userId);
  }
}
