export * from './chat.schema';
export * from './message-sync';
