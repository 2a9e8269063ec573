export * from './offline-payment.schema';
export * from './subscription.schema';
