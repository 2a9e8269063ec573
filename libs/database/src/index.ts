export * from './database.module';
export * from './schema-data-source';
