export * from './lean-route';
export * from './lean-route-listener';
export * from './send-lean-answer';
