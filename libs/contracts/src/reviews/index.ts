export * from './favorite.schema';
export * from './review.schema';
