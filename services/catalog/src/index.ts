export * from './catalog.config';
export * from './catalog.service-definition';
