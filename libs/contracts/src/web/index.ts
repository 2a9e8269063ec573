export * from './app-routes';
export * from './return-to';
