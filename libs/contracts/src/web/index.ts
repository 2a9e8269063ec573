export * from './app-routes';
export * from './representative-shop';
export * from './return-to';
export * from './shop-screen-worker';
