export * from './chat.config';
export * from './chat.service-definition';
