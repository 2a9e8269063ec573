import { z } from 'zod';
import { userRoleSchema } from '../events/identity.events';

/** Cookies the identity service sets and the gateway reads. httpOnly, SameSite=Lax, Secure in production. */
export const SESSION_COOKIE = 'marketplace.sid';
export const GUEST_COOKIE = 'marketplace.guest';
/**
 * Readable hint the gateway sets on every web page it serves: '1' when the request carried a session cookie, '0'
 * when not. The web app skips its sign-in checks (which answer 401 when signed out) while it reads '0'.
 */
export const SESSION_HINT_COOKIE = 'marketplace.session-hint';

/** Guest sessions last 30 days (shared DECISIONS). */
export const GUEST_SESSION_DAYS = 30;
/** A remember-me session lasts 30 days; without it the cookie ends with the browser and the row after a day. */
export const REMEMBERED_SESSION_DAYS = 30;
export const BROWSER_SESSION_HOURS = 24;

/**
 * Identity's internal answer to "who holds these cookies" (POST /internal/sessions/resolve, called by the gateway
 * only, with the internal signature). The gateway caches it in Redis under the session's key until identity drops it.
 */
export const resolveSessionRequestSchema = z.object({
  sessionToken: z.string().max(200).optional(),
  guestToken: z.string().max(200).optional(),
});
export type ResolveSessionRequest = z.infer<typeof resolveSessionRequestSchema>;

export const resolvedSessionSchema = z.object({
  person: z
    .object({
      userId: z.number().int().positive(),
      role: userRoleSchema,
      isAdmin: z.boolean(),
      banned: z.boolean(),
      name: z.string(),
      email: z.string().nullable(),
      expiresAt: z.string().datetime(),
    })
    .nullable(),
  guest: z.object({ guestSessionId: z.number().int().positive(), expiresAt: z.string().datetime() }).nullable(),
});
export type ResolvedSession = z.infer<typeof resolvedSessionSchema>;
