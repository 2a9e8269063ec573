import { Body, Controller, Delete, Get, HttpStatus, Param, Post, Put, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import {
  ClientInfo,
  CurrentClient,
  CurrentIdentity,
  Public,
  RequestIdentity,
  Roles,
  SignedIn,
} from '@app/auth-context';
import {
  CreateReviewInput,
  createReviewSchema,
  idParamSchema,
  ReviewListQuery,
  reviewListQuerySchema,
  ReviewReplyInput,
  reviewReplySchema,
  ReviewResponse,
  SubmitReviewResponse,
} from '@app/contracts';
import { itemsWithTotal, RevalidatedRead, ZodValidationPipe } from '@app/service-kit';
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
    @CurrentClient() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<SubmitReviewResponse> {
    const review = await this.reviews.submit(shopId, identity, body, client);
    response.status(review.replaced ? HttpStatus.OK : HttpStatus.CREATED);
    return review;
  }

  @Public()
  @Get()
  @RevalidatedRead()
  async list(
    @Param('id', new ZodValidationPipe(idParamSchema)) shopId: number,
    @Query(new ZodValidationPipe(reviewListQuerySchema)) query: ReviewListQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ReviewResponse[]> {
    return itemsWithTotal(response, await this.reviews.list(shopId, query));
  }

  /** The shop owner's answer under a review; anyone else is refused with 403. */
  @Roles('shop_owner')
  @Put(':reviewId/reply')
  reply(
    @Param('id', new ZodValidationPipe(idParamSchema)) shopId: number,
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: number,
    @Body(new ZodValidationPipe(reviewReplySchema)) body: ReviewReplyInput,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ReviewResponse> {
    return this.reviews.reply(shopId, reviewId, identity, body);
  }

  @Roles('shop_owner')
  @Delete(':reviewId/reply')
  removeReply(
    @Param('id', new ZodValidationPipe(idParamSchema)) shopId: number,
    @Param('reviewId', new ZodValidationPipe(idParamSchema)) reviewId: number,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ReviewResponse> {
    return this.reviews.removeReply(shopId, reviewId, identity);
  }
}
