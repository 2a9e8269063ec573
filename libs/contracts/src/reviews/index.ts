export * from './favorite.schema';
export * from './rating-breakdown';
export * from './review-report.schema';
export * from './review.schema';
