import { z } from 'zod';
import { serviceConfigShape } from '@app/service-kit';

export const billingConfigSchema = z.object({
  ...serviceConfigShape(3105),
});
export type BillingConfig = z.infer<typeof billingConfigSchema>;
