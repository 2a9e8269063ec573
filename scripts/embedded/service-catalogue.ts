import { adminAuditService } from '@app/admin-audit';
import { billingService } from '@app/billing';
import { catalogService } from '@app/catalog';
import { chatService } from '@app/chat';
import { identityService } from '@app/identity';
import { reviewsService } from '@app/reviews';
import { ServiceDefinition } from '@app/service-kit';

/** Every service of the system with its default port; the one list the launchers and tests use. */
export const services: { definition: ServiceDefinition<any>; port: number; urlVariable: string }[] = [
  { definition: identityService, port: 3101, urlVariable: 'IDENTITY_URL' },
  { definition: catalogService, port: 3102, urlVariable: 'CATALOG_URL' },
  { definition: reviewsService, port: 3103, urlVariable: 'REVIEWS_URL' },
  { definition: chatService, port: 3104, urlVariable: 'CHAT_URL' },
  { definition: billingService, port: 3105, urlVariable: 'BILLING_URL' },
  { definition: adminAuditService, port: 3106, urlVariable: 'ADMIN_AUDIT_URL' },
];
