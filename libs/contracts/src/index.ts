export * from './admin';
export * from './billing';
export * from './catalog';
export * from './chat';
export * from './common';
export * from './events';
export * from './identity';
export * from './reviews';
