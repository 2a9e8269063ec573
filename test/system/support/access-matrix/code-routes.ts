import { adminAuditService } from '@app/admin-audit';
import { billingService } from '@app/billing';
import { catalogService } from '@app/catalog';
import { chatService } from '@app/chat';
import { ServiceName } from '@app/gateway';
import { identityService } from '@app/identity';
import { reviewsService } from '@app/reviews';
import { ServiceDefinition } from '@app/service-kit';
import { DeclaredRoute, declaredRoutes, rootModuleOf } from '@app/testing';

const DEFINITIONS: Record<ServiceName, ServiceDefinition<any>> = {
  identity: identityService,
  catalog: catalogService,
  reviews: reviewsService,
  chat: chatService,
  billing: billingService,
  'admin-audit': adminAuditService,
};

/** A route as the code declares it, in OpenAPI's path form (`/api/shops/{id}`), with its declared policy. */
export interface CodeRoute extends DeclaredRoute {
  service: ServiceName;
}

/**
 * Every HTTP route each service's code declares, read from Nest's decorator metadata (the same metadata the
 * router and the access guard read), so a route hidden from OpenAPI (@ApiExcludeController) is still found.
 */
export function codeRoutes(): CodeRoute[] {
  return (Object.entries(DEFINITIONS) as Array<[ServiceName, ServiceDefinition<any>]>).flatMap(
    ([service, definition]) => declaredRoutes(rootModuleOf(definition)).map((route) => ({ service, ...route })),
  );
}
