export * from './error-response.schema';
export * from './row-id';
export * from './test-clock.schema';
