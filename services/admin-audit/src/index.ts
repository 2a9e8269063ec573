export * from './admin-audit.config';
export * from './admin-audit.service-definition';
