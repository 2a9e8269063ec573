export * from './admin-stats.schema';
