import { HttpStatus } from '@nestjs/common';
import { LOCAL_MESSAGES } from '@app/contracts';
import { DomainException } from '@app/service-kit';

export enum CatalogErrorCode {
  ShopNotFound = 'ShopNotFound',
  ProductNotFound = 'ProductNotFound',
  CategoryNotFound = 'CategoryNotFound',
  NotShopOwner = 'NotShopOwner',
  NotProductOwner = 'NotProductOwner',
  SubscriptionRequired = 'SubscriptionRequired',
  UnknownPlace = 'UnknownPlace',
  NotShopOwnerToEdit = 'NotShopOwnerToEdit',
  NotProductOwnerToEdit = 'NotProductOwnerToEdit',
  NotShopOwnerForStats = 'NotShopOwnerForStats',
}

export function describeCatalogError(code: CatalogErrorCode): { status: number; message: string } {
  switch (code) {
    case CatalogErrorCode.ShopNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Shop not found' };
    case CatalogErrorCode.ProductNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'Product not found' };
    case CatalogErrorCode.CategoryNotFound:
      return { status: HttpStatus.BAD_REQUEST, message: 'Please choose a category' };
    case CatalogErrorCode.NotShopOwner:
      return { status: HttpStatus.FORBIDDEN, message: 'You can only add products to your own shops.' };
    case CatalogErrorCode.NotProductOwner:
      return { status: HttpStatus.FORBIDDEN, message: 'You can only delete your own products.' };
    case CatalogErrorCode.SubscriptionRequired:
      return { status: HttpStatus.CONFLICT, message: 'The owner has no active subscription yet.' };
    case CatalogErrorCode.UnknownPlace:
      return { status: HttpStatus.BAD_REQUEST, message: LOCAL_MESSAGES.near };
    case CatalogErrorCode.NotShopOwnerToEdit:
      return { status: HttpStatus.FORBIDDEN, message: 'You can only edit your own shops.' };
    case CatalogErrorCode.NotProductOwnerToEdit:
      return { status: HttpStatus.FORBIDDEN, message: 'You can only edit your own products.' };
    case CatalogErrorCode.NotShopOwnerForStats:
      return { status: HttpStatus.FORBIDDEN, message: 'You can only see the statistics of your own shops.' };
  }
}

/** A domain error of shops, products and moderation; `describeCatalogError` gives its status and message. */
export class CatalogException extends DomainException<CatalogErrorCode> {
  constructor(code: CatalogErrorCode) {
    const { status, message } = describeCatalogError(code);
    super(code, status, message);
  }
}
