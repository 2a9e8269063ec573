export * from './check-arrival-order';
export * from './event-history';
