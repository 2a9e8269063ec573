export * from './database.module';
export * from './schema-data-source';
export * from './returned-rows';
export * from './pool-query';
export * from './prepared-statement';
export * from './session-settings';
