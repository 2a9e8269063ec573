export * from './billing.config';
export * from './billing.service-definition';
export { ExpiryScheduler } from './expiry/expiry.scheduler';
