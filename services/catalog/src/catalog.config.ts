import { z } from 'zod';
import { serviceConfigShape } from '@app/service-kit';

export const catalogConfigSchema = z.object({
  ...serviceConfigShape(3102),
});
export type CatalogConfig = z.infer<typeof catalogConfigSchema>;
