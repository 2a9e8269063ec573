export * from './aggregate-version';
export * from './billing.events';
export * from './catalog.events';
export * from './chat.events';
export * from './event-envelope';
export * from './event-map';
export * from './identity.events';
export * from './reviews.events';
