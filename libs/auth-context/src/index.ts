export * from './access-policy.decorators';
export * from './access.guard';
export * from './auth-context.module';
export * from './current-identity.decorator';
export * from './identity';
export * from './identity-request';
export * from './identity-signature';
export * from './identity.middleware';
