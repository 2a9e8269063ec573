import { createParamDecorator, ExecutionContext } from '@nestjs/common';
import { identityOf } from './identity-request';

/** Hands the verified person (or ANONYMOUS) to a route handler. */
export const CurrentIdentity = createParamDecorator((_data: unknown, context: ExecutionContext) =>
  identityOf(context.switchToHttp().getRequest()),
);
