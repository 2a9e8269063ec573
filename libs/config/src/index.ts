export * from './config-fields';
export * from './load-config';
export * from './production-secrets';
export * from './time-zone';
