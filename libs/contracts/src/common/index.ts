export * from './error-response.schema';
export * from './row-id';
