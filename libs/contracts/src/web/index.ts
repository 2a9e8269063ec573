export * from './app-routes';
export * from './return-to';
export * from './shop-screen-worker';
