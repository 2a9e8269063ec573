import { z } from 'zod';

import {
  shopOwnerRegisterFormSchema,
  shopOwnerRegisterSchema,
  type ShopOwnerRegisterForm,
  type ShopOwnerRegisterRequest,
} from '@app/contracts';

/** What the sign-up form sends (spec section 5): a value containing @ is the email, anything else the phone. */
export function toShopOwnerRegisterRequest(form: ShopOwnerRegisterForm): ShopOwnerRegisterRequest {
  const contact = form.emailOrPhone.trim();
  const isEmail = contact.includes('@');
  return {
    firstName: form.firstName,
    lastName: form.lastName,
    email: isEmail ? contact : null,
    phone: isEmail ? null : contact,
    city: form.city,
    password: form.password,
    contactMethod: isEmail ? 'email' : 'phone',
  };
}

/**
 * The sign-up form's schema: the shared form schema, and the request it becomes must pass the shared request
 * schema too, its contact message shown on the email-or-phone field.
 */
export const shopOwnerSignUpSchema = shopOwnerRegisterFormSchema.superRefine((form, context) => {
  const request = shopOwnerRegisterSchema.safeParse(toShopOwnerRegisterRequest(form));
  if (request.success) return;
  for (const issue of request.error.issues) {
    if (issue.path[0] === 'email' || issue.path[0] === 'phone' || issue.path[0] === 'contactMethod') {
      context.addIssue({ code: z.ZodIssueCode.custom, message: issue.message, path: ['emailOrPhone'] });
      return;
    }
  }
});
