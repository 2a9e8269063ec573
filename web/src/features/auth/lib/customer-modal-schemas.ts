import { z } from 'zod';

import { looksLikeEmail } from '@app/contracts';

/*
 * The chat sign-in modal's own client rules (spec section 5, "Customer modal"). They differ from the customer
 * page's schemas in their messages, so they live here rather than in libs/contracts; the server still applies the
 * shared customer schemas to what the modal sends.
 */

export const MODAL_PASSWORD_MIN = 6;

export const customerModalLoginSchema = z
  .object({ contact: z.string().trim(), password: z.string() })
  .refine((form) => form.contact !== '' && form.password !== '', {
    message: 'Please enter both email/phone and password',
  });
export type CustomerModalLoginForm = z.input<typeof customerModalLoginSchema>;

export const customerModalRegisterSchema = z
  .object({
    firstName: z.string().trim(),
    lastName: z.string().trim(),
    contact: z.string().trim(),
    city: z.string().trim(),
    password: z.string(),
    confirmPassword: z.string(),
  })
  .superRefine((form, context) => {
    const required = [form.firstName, form.lastName, form.contact, form.city, form.password];
    if (required.some((value) => value === '')) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: 'Please fill in all required fields' });
    } else if (form.password !== form.confirmPassword) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: 'Passwords do not match' });
    } else if (form.password.length < MODAL_PASSWORD_MIN) {
      context.addIssue({ code: z.ZodIssueCode.custom, message: 'Password must be at least 6 characters long' });
    }
  });
export type CustomerModalRegisterForm = z.input<typeof customerModalRegisterSchema>;

/** Spec section 5: the contact is an email if it looks like one, else a phone. */
export function contactKind(contact: string): 'email' | 'phone' {
  return looksLikeEmail(contact) ? 'email' : 'phone';
}
