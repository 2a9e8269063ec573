import { z } from 'zod';
import { configFields, isTimeZone } from '@app/config';
import { serviceConfigShape } from '@app/service-kit';

const booleanFlag = z
  .enum(['true', 'false', '1', '0'], { errorMap: () => ({ message: 'must be true or false' }) })
  .transform((value) => value === 'true' || value === '1');

export const identityConfigSchema = z
  .object({
    ...serviceConfigShape(3101),
    SMTP_URL: z
      .string()
      .refine((value) => /^smtps?:\/\/[^/]/.test(value), 'must be an smtp:// or smtps:// URL')
      .optional()
      .describe('Mail server for verification and reset codes; without it mail is written to DATA_DIR/mail'),
    MAIL_FROM: z
      .string()
      .min(3)
      .default('Local Shop Marketplace <no-reply@localshop.ie>')
      .describe('Sender of every mail identity sends'),
    PUBLIC_URL: z
      .string()
      .url()
      .refine((value) => /^https?:\/\//.test(value), 'must be an http(s) URL')
      .transform((value) => new URL(value).origin)
      .default('http://localhost:3000')
      .describe('Public origin of the site (the gateway), for links in e-mails'),
    DATA_DIR: z.string().default('./data').describe('Where mail is written as files when SMTP_URL is not set'),
    REDIS_URL: configFields.redisUrl.describe('Redis holding the gateway session cache that identity clears'),
    REDIS_KEY_PREFIX: z
      .string()
      .regex(/^[A-Za-z0-9_.:-]*$/, 'only letters, digits, dot, dash, colon and underscore')
      .default('marketplace:')
      .describe('Prefix of the Redis keys; the same value as the gateway'),
    ADMIN_EMAIL: z
      .string()
      .trim()
      .toLowerCase()
      .email('must be an e-mail address')
      .optional()
      .describe('E-mail of the first admin, created or promoted at start (with ADMIN_PASSWORD)'),
    ADMIN_PASSWORD: z
      .string()
      .min(8, 'must be at least 8 characters')
      .max(200)
      .optional()
      .describe('Password of the first admin when it is created (with ADMIN_EMAIL)'),
    COOKIE_SECURE: booleanFlag
      .optional()
      .describe('Mark session cookies Secure (default: true when NODE_ENV=production)'),
    AUTH_EMBEDDED_ADMIN: booleanFlag
      .default('false')
      .describe('Without ADMIN_EMAIL, create admin@localshop.ie with a one-time password logged on the first start'),
    CODE_RESEND_INTERVAL_SECONDS: z.coerce
      .number()
      .int()
      .min(0)
      .max(3600)
      .default(60)
      .describe('Least time between two codes of one kind for one account (tests lower it)'),
    CODE_FAILURE_CAP: z.coerce
      .number()
      .int()
      .min(1)
      .max(1000)
      .default(20)
      .describe('Wrong verification and reset codes one account may receive per window, across codes'),
    CODE_FAILURE_WINDOW_HOURS: z.coerce
      .number()
      .positive()
      .max(24 * 30)
      .default(24)
      .describe('The window of CODE_FAILURE_CAP; once it is reached, codes are refused until the window ends'),
    TIME_ZONE: z
      .string()
      .default('Europe/Dublin')
      .refine(isTimeZone, 'must be an IANA time zone such as Europe/Dublin')
      .describe('Time zone of times shown in messages (the end of an account lock, dates of receipts and plan reminders)'),
    SMS_PROVIDER_URL: z
      .string()
      .url()
      .refine((value) => value.startsWith('https://') || value.startsWith('http://'), 'must be an http(s) URL')
      .optional()
      .describe(
        'SMS API that sends phone reset codes (a Twilio-style form POST: To, From, Body); without it, outside production, each SMS goes where development mail goes',
      ),
    SMS_ACCOUNT_SID: z.string().min(1).optional().describe('Account id of the SMS API (basic auth user)'),
    SMS_AUTH_TOKEN: z.string().min(1).optional().describe('Secret of the SMS API (basic auth password)'),
    SMS_FROM: z.string().min(1).optional().describe('Sender number or name the SMS API sends from'),
  })
  .superRefine((config, context) => {
    if (Boolean(config.ADMIN_EMAIL) !== Boolean(config.ADMIN_PASSWORD)) {
      const missing = config.ADMIN_EMAIL ? 'ADMIN_PASSWORD' : 'ADMIN_EMAIL';
      context.addIssue({
        code: z.ZodIssueCode.custom,
        path: [missing],
        message: 'ADMIN_EMAIL and ADMIN_PASSWORD must be set together',
      });
    }
    if (config.SMS_PROVIDER_URL) {
      for (const name of ['SMS_ACCOUNT_SID', 'SMS_AUTH_TOKEN', 'SMS_FROM'] as const) {
        if (!config[name]) {
          context.addIssue({ code: z.ZodIssueCode.custom, path: [name], message: 'required with SMS_PROVIDER_URL' });
        }
      }
    }
  })
  .transform((config) => ({ ...config, COOKIE_SECURE: config.COOKIE_SECURE ?? config.NODE_ENV === 'production' }));

export type IdentityConfig = z.infer<typeof identityConfigSchema>;
