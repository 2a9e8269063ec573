export * from './chat.schema';
