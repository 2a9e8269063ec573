export * from './app-routes';
