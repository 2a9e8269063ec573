import { z } from 'zod';
import { serviceConfigShape } from '@app/service-kit';

function isTimeZone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en-IE', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

export const adminAuditConfigSchema = z.object({
  ...serviceConfigShape(3106),
  TIME_ZONE: z
    .string()
    .default('Europe/Dublin')
    .refine(isTimeZone, 'must be an IANA time zone such as Europe/Dublin')
    .describe('Time zone of the daily, weekly, monthly and yearly statistics'),
});
export type AdminAuditConfig = z.infer<typeof adminAuditConfigSchema>;
