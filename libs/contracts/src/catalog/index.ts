export * from './category.schema';
