export * from './error-response.schema';
