export * from './catalog';
export * from './common';
export * from './events';
export * from './identity';
