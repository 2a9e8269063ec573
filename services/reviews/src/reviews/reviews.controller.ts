import { Body, Controller, Get, HttpStatus, Param, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentIdentity, Public, RequestIdentity, SignedIn } from '@app/auth-context';
import {
  CreateReviewInput,
  createReviewSchema,
  idParamSchema,
  ReviewListQuery,
  reviewListQuerySchema,
  ReviewResponse,
  SubmitReviewResponse,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { Client, ClientInfo, TOTAL_COUNT_HEADER } from '../http/actor';
import { ReviewsService } from './reviews.service';

@ApiTags('reviews')
@Controller('api/shops/:id/reviews')
export class ReviewsController {
  constructor(private readonly reviews: ReviewsService) {}

  /** 201 for a first rating, 200 when it replaced the person's earlier one. */
  @SignedIn()
  @Post()
  async submit(
    @Param('id', new ZodValidationPipe(idParamSchema)) shopId: number,
    @Body(new ZodValidationPipe(createReviewSchema)) body: CreateReviewInput,
    @CurrentIdentity() identity: RequestIdentity,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SubmitReviewResponse> {
    const review = await this.reviews.submit(shopId, identity, body, client);
    response.status(review.replaced ? HttpStatus.OK : HttpStatus.CREATED);
    return review;
  }

  @Public()
  @Get()
  async list(
    @Param('id', new ZodValidationPipe(idParamSchema)) shopId: number,
    @Query(new ZodValidationPipe(reviewListQuerySchema)) query: ReviewListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReviewResponse[]> {
    const page = await this.reviews.list(shopId, query);
    response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
    return page.items;
  }
}
