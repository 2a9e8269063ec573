export * from './bus-delivery';
export * from './data-dir-extra';
export * from './harness-extra';
export * from './outbox-rows';
export * from './redis-extra';
export * from './service-harness';
export * from './smtp-extra';
export * from './start-service-harness';
