import { HttpStatus } from '@nestjs/common';
import { BANNED_MESSAGE } from '@app/auth-context';
import { DomainException } from '@app/service-kit';

export enum ReviewsErrorCode {
  /** Unknown, unapproved, inactive or removed shop, or one whose owner is banned. */
  ShopNotFound = 'ShopNotFound',
  OwnShop = 'OwnShop',
  Banned = 'Banned',
  FavoritesNeedCustomer = 'FavoritesNeedCustomer',
  FavoritesNeedIdentity = 'FavoritesNeedIdentity',
  /** Unknown, hidden, or of a shop that is not listed. */
  ReviewNotFound = 'ReviewNotFound',
  /** Replies are the shop owner's only. */
  NotShopOwner = 'NotShopOwner',
  AlreadyReported = 'AlreadyReported',
  ReportNotFound = 'ReportNotFound',
  ReportResolved = 'ReportResolved',
}

export function describeReviewsError(code: ReviewsErrorCode): { status: number; message: string } {
  switch (code) {
    case ReviewsErrorCode.ShopNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Shop not found' };
    case ReviewsErrorCode.OwnShop:
      return { status: HttpStatus.FORBIDDEN, message: 'You cannot rate your own shop.' };
    case ReviewsErrorCode.Banned:
      return { status: HttpStatus.FORBIDDEN, message: BANNED_MESSAGE };
    case ReviewsErrorCode.FavoritesNeedCustomer:
      return { status: HttpStatus.FORBIDDEN, message: 'Favourites are available to customers only.' };
    case ReviewsErrorCode.FavoritesNeedIdentity:
      return { status: HttpStatus.UNAUTHORIZED, message: 'Unauthorized' };
    case ReviewsErrorCode.ReviewNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Review not found' };
    case ReviewsErrorCode.NotShopOwner:
      return { status: HttpStatus.FORBIDDEN, message: "Only the shop's owner can reply to its reviews." };
    case ReviewsErrorCode.AlreadyReported:
      return { status: HttpStatus.CONFLICT, message: 'You have already reported this review.' };
    case ReviewsErrorCode.ReportNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Report not found' };
    case ReviewsErrorCode.ReportResolved:
      return { status: HttpStatus.CONFLICT, message: 'This report has already been resolved.' };
  }
}

/** A domain error of reviews and favourites; `describeReviewsError` gives its status and message. */
export class ReviewsException extends DomainException<ReviewsErrorCode> {
  constructor(code: ReviewsErrorCode) {
    const { status, message } = describeReviewsError(code);
    super(code, status, message);
  }
}
