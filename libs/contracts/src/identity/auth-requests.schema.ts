import { z } from 'zod';
import { looksLikeEmail, looksLikePhone } from './contact';

/**
 * Request schemas of every sign-in screen, with the spec's messages. Each endpoint enforces the rule of the screen
 * that calls it (shared DECISIONS: 6 characters on the customer, owner and chat-modal screens; 8 with classes on
 * the combined screen). The web forms use these same schemas.
 */

const trimmed = () => z.string().trim();

// --- customer screen (/customer-auth) and chat sign-in modal ---

export const customerRegisterSchema = z.object({
  firstName: trimmed().min(1, 'First name is required').max(50, 'First name must be less than 50 characters'),
  lastName: trimmed().min(1, 'Last name is required').max(50, 'Last name must be less than 50 characters'),
  contact: trimmed()
    .min(1, 'Email or phone number is required')
    .max(100, 'Please enter a valid email address or phone number')
    .refine(
      (value) => looksLikeEmail(value) || looksLikePhone(value),
      'Please enter a valid email address or phone number',
    ),
  city: trimmed().min(1, 'City is required').max(100, 'City must be less than 100 characters'),
  password: z.string().min(6, 'Password must be at least 6 characters').max(200, 'Password is too long'),
  role: z.literal('customer').optional(),
});
export type CustomerRegisterRequest = z.infer<typeof customerRegisterSchema>;

export const customerLoginSchema = z.object({
  contact: trimmed().min(1, 'Email or phone number is required').max(100),
  password: z.string().min(1, 'Password is required').max(200),
});
export type CustomerLoginRequest = z.infer<typeof customerLoginSchema>;

// --- shop owner screen (/shop-owner-auth) ---

const ownerPassword = z.string().min(6, 'Password must be at least 6 characters').max(200, 'Password is too long');

/** The form as the person fills it in. */
export const shopOwnerRegisterFormSchema = z
  .object({
    firstName: trimmed().min(2, 'First name must be at least 2 characters').max(50),
    lastName: trimmed().min(2, 'Last name must be at least 2 characters').max(50),
    emailOrPhone: trimmed().min(1, 'Please enter your email or phone number').max(100),
    city: trimmed().min(2, 'City must be at least 2 characters').max(100),
    password: ownerPassword,
    confirmPassword: z.string().min(6, 'Please confirm your password'),
  })
  .refine((form) => form.password === form.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ShopOwnerRegisterForm = z.infer<typeof shopOwnerRegisterFormSchema>;

/** What the form sends: a value containing @ is the email, anything else the phone. */
export const shopOwnerRegisterSchema = z
  .object({
    firstName: trimmed().min(2, 'First name must be at least 2 characters').max(50),
    lastName: trimmed().min(2, 'Last name must be at least 2 characters').max(50),
    email: trimmed().toLowerCase().email('Please enter a valid email address').max(100).nullish(),
    phone: trimmed().refine(looksLikePhone, 'Phone number must be at least 10 digits').nullish(),
    city: trimmed().min(2, 'City must be at least 2 characters').max(100),
    password: ownerPassword,
    contactMethod: z.enum(['email', 'phone']),
  })
  .refine((request) => Boolean(request.contactMethod === 'email' ? request.email : request.phone), {
    message: 'Please enter your email or phone number',
    path: ['email'],
  });
export type ShopOwnerRegisterRequest = z.infer<typeof shopOwnerRegisterSchema>;

export const shopOwnerLoginSchema = z.object({
  emailOrPhone: trimmed().min(1, 'Please enter your email or phone number').max(100),
  password: z.string().min(1, 'Please enter your password').max(200),
});
export type ShopOwnerLoginRequest = z.infer<typeof shopOwnerLoginSchema>;

// --- combined screen (/auth-test) ---

export const STRONG_PASSWORD_MESSAGE =
  'Password must contain at least one uppercase letter, one lowercase letter, one number, and one special character';

export const strongPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(200, 'Password is too long')
  .regex(/^(?=.*[a-z])(?=.*[A-Z])(?=.*\d)(?=.*[@$!%*?&]).*$/, STRONG_PASSWORD_MESSAGE);

const emailSchema = trimmed().toLowerCase().email('Please enter a valid email address').max(100);

export const registerSchema = z.object({
  firstName: trimmed()
    .min(2, 'First name must be at least 2 characters')
    .max(50, 'First name must be less than 50 characters'),
  lastName: trimmed()
    .min(2, 'Last name must be at least 2 characters')
    .max(50, 'Last name must be less than 50 characters'),
  email: emailSchema,
  phone: trimmed()
    .min(10, 'Phone number must be at least 10 digits')
    .max(20, 'Phone number must be less than 20 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  password: strongPasswordSchema,
  /** Optional on the combined screen; when given, 2 to 100 characters. */
  city: trimmed()
    .min(2, 'City must be at least 2 characters')
    .max(100, 'City must be less than 100 characters')
    .optional()
    .or(z.literal('').transform(() => undefined)),
  role: z.enum(['customer', 'shop_owner', 'admin']).default('customer'),
  contactMethod: z.enum(['email', 'phone']).optional(),
});
export type RegisterRequest = z.infer<typeof registerSchema>;

export const loginSchema = z.object({
  email: emailSchema,
  password: z.string().min(1, 'Password is required').max(200),
  rememberMe: z.boolean().default(false),
});
export type LoginRequest = z.infer<typeof loginSchema>;

export const verificationCodeSchema = z.string().trim().length(6, 'Verification code must be 6 digits');

export const verifyEmailSchema = z.object({ email: emailSchema, code: verificationCodeSchema });
export type VerifyEmailRequest = z.infer<typeof verifyEmailSchema>;

export const emailOnlySchema = z.object({ email: emailSchema });
export type EmailOnlyRequest = z.infer<typeof emailOnlySchema>;

/** A password reset names the account by its e-mail or, for phone-only accounts, its phone (issue 24). */
const resetPhoneSchema = trimmed().max(30).refine(looksLikePhone, 'Phone number must be at least 10 digits');
const oneContact = <T extends { email?: string; phone?: string }>(request: T) =>
  Boolean(request.email) !== Boolean(request.phone);
const ONE_CONTACT = { message: 'Please enter your email or phone number', path: ['email'] };

export const passwordResetRequestSchema = z
  .object({ email: emailSchema.optional(), phone: resetPhoneSchema.optional() })
  .refine(oneContact, ONE_CONTACT);
export type PasswordResetRequest = z.infer<typeof passwordResetRequestSchema>;

/** The reset screens' one field: an e-mail or a phone number, as the person types it. */
export const resetContactFormSchema = z.object({
  contact: trimmed()
    .min(1, 'Please enter your email or phone number')
    .max(100, 'Please enter a valid email address or phone number')
    .refine(
      (value) => looksLikeEmail(value) || looksLikePhone(value),
      'Please enter a valid email address or phone number',
    ),
});

/** A value with @ names the account by e-mail, anything else by phone (as the shop-owner screen reads it). */
export function resetContactOf(value: string): { email: string } | { phone: string } {
  const trimmedValue = value.trim();
  return trimmedValue.includes('@') ? { email: trimmedValue.toLowerCase() } : { phone: trimmedValue };
}

export const resetPasswordSchema = z
  .object({
    email: emailSchema.optional(),
    phone: resetPhoneSchema.optional(),
    code: verificationCodeSchema,
    newPassword: strongPasswordSchema,
    confirmPassword: z.string(),
  })
  .refine(oneContact, ONE_CONTACT)
  .refine((request) => request.newPassword === request.confirmPassword, {
    message: "Passwords don't match",
    path: ['confirmPassword'],
  });
export type ResetPasswordRequest = z.infer<typeof resetPasswordSchema>;

// --- guest session ---

export const guestSessionRequestSchema = z
  .object({
    email: trimmed().toLowerCase().email('Please enter a valid email address').max(100).optional().or(z.literal('')),
    phone: trimmed().max(20).optional().or(z.literal('')),
  })
  .refine((request) => Boolean(request.email) || Boolean(request.phone), {
    message: 'Please provide either an email or phone number.',
    path: ['email'],
  });
export type GuestSessionRequest = z.infer<typeof guestSessionRequestSchema>;
