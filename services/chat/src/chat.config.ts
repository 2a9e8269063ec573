import { z } from 'zod';
import { serviceConfigShape } from '@app/service-kit';

export const chatConfigSchema = z.object({
  ...serviceConfigShape(3104),
  /** Messages one person (user or guest session) may send per minute, over all their conversations; then 429. */
  CHAT_SEND_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(30),
  /** How long a message stays unread before its recipient is e-mailed about the conversation (tests shorten it). */
  CHAT_UNREAD_EMAIL_DELAY_MS: z.coerce.number().int().min(0).default(600_000),
  /** The least time between two unread e-mails to one party of one conversation. */
  CHAT_UNREAD_EMAIL_INTERVAL_MS: z.coerce.number().int().min(0).default(900_000),
  /** How often the unread e-mail scheduler looks for due messages. */
  CHAT_UNREAD_EMAIL_POLL_MS: z.coerce.number().int().min(50).default(5_000),
});
export type ChatConfig = z.infer<typeof chatConfigSchema>;

/** Hands the parsed chat configuration to whoever injects CHAT_CONFIG. */
export const CHAT_CONFIG = Symbol('CHAT_CONFIG');
