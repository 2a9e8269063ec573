export * from './lean-read-route';
export * from './lean-read-listener';
export * from './send-read-answer';
