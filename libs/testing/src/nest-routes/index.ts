export * from './declared-routes';
export * from './module-controllers';
export * from './throwaway-config';
