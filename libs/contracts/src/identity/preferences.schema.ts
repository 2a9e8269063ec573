import { z } from 'zod';

/** GET and PUT /api/auth/preferences: the signed-in person's notification choices. */
export const preferencesSchema = z.object({
  /** No e-mails about chat messages left unread (issue 17). */
  chatEmailOptOut: z.boolean({
    required_error: 'chatEmailOptOut must be true or false',
    invalid_type_error: 'chatEmailOptOut must be true or false',
  }),
});
export type Preferences = z.infer<typeof preferencesSchema>;
