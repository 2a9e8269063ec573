export * from './amqp-namespace';
export * from './tcp-proxy';
export * from './test-database';
export * from './test-servers';
export * from './test-urls';
export * from './wait-for';
export * from './smtp-catcher';
export * from './hostile-input';
