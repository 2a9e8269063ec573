export * from './identity.config';
export * from './identity.service-definition';
