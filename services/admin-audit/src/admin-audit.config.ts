import { z } from 'zod';
import { serviceConfigShape } from '@app/service-kit';

export const adminAuditConfigSchema = z.object({
  ...serviceConfigShape(3106),
});
export type AdminAuditConfig = z.infer<typeof adminAuditConfigSchema>;
