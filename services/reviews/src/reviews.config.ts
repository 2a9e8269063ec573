import { z } from 'zod';
import { serviceConfigShape } from '@app/service-kit';

export const reviewsConfigSchema = z.object({
  ...serviceConfigShape(3103),
});
export type ReviewsConfig = z.infer<typeof reviewsConfigSchema>;
