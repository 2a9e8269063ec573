export * from './reviews.config';
export * from './reviews.service-definition';
