import { z } from 'zod';
import { serviceConfigShape } from '@app/service-kit';

export const identityConfigSchema = z.object({
  ...serviceConfigShape(3101),
});
export type IdentityConfig = z.infer<typeof identityConfigSchema>;
