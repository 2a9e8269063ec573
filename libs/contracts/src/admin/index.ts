export * from './admin-stats.schema';
export * from './dead-letters.schema';
