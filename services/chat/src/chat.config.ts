import { z } from 'zod';
import { serviceConfigShape } from '@app/service-kit';

export const chatConfigSchema = z.object({
  ...serviceConfigShape(3104),
  /** Messages one person (user or guest session) may send per minute, over all their conversations; then 429. */
  CHAT_SEND_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;

/** Hands the parsed chat configuration to whoever injects CHAT_CONFIG. */
export const CHAT_CONFIG = Symbol('CHAT_CONFIG');
