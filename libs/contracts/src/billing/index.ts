export * from './offline-payment.schema';
export * from './subscription.schema';
export * from './receipt.schema';
