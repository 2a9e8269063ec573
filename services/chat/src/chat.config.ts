import { z } from 'zod';
import { serviceConfigShape } from '@app/service-kit';

export const chatConfigSchema = z.object({
  ...serviceConfigShape(3104),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;
