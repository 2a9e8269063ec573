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
  }
}

/** A domain error of reviews and favourites; `describeReviewsError` gives its status and message. */
export class ReviewsException extends DomainException<ReviewsErrorCode> {
  constructor(code: ReviewsErrorCode) {
    const { status, message } = describeReviewsError(code);
    super(code, status, message);
  }
}
