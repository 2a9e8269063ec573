import { CODE_TTL_MINUTES } from '../verification/one-time-code';

/** The password reset code by SMS: short (one segment), no link, the product's name first. */
export function passwordResetSms(code: string): string {
  return `Local Shop Marketplace: your password reset code is ${code}. It expires in ${CODE_TTL_MINUTES} minutes.`;
}
