import { z } from 'zod';

/** Every 4xx/5xx answer of every service and the gateway has this shape. */
export const errorResponseSchema = z.object({
  message: z.string(),
  statusCode: z.number().int(),
  requestId: z.string().optional(),
  errors: z.array(z.object({ path: z.string(), message: z.string() })).optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;
