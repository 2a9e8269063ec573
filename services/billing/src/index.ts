export * from './billing.config';
export * from './billing.service-definition';
