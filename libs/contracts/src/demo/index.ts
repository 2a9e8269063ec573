export * from './demo-activity';
export * from './demo-people';
export * from './demo-words';
