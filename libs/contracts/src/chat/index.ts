export * from './chat.schema';
export * from './message-sync';
export * from './conversation-report.schema';
