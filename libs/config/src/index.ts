export * from './config-fields';
export * from './load-config';
