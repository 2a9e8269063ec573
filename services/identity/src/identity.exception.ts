import { HttpStatus } from '@nestjs/common';
import { BANNED_MESSAGE } from '@app/auth-context';
import { DomainException } from '@app/service-kit';

export enum IdentityErrorCode {
  /** Combined screen: wrong e-mail or password, or no such account. */
  InvalidEmailOrPassword = 'InvalidEmailOrPassword',
  /** Customer and shop-owner screens: wrong contact or password, no such account, or an account of another kind. */
  InvalidCredentials = 'InvalidCredentials',
  AccountLocked = 'AccountLocked',
  /** Too many failed sign-ins from one client network, across accounts. */
  SignInsThrottled = 'SignInsThrottled',
  AccountSuspended = 'AccountSuspended',
  EmailTaken = 'EmailTaken',
  PhoneTaken = 'PhoneTaken',
  AdminRegistrationForbidden = 'AdminRegistrationForbidden',
  /**
   * Any refused verification or reset code: wrong, expired, used, voided after 5 tries or by the per-account cap,
   * or no such account. One answer for all, so it says nothing about the account (issue 18).
   */
  CodeUnavailable = 'CodeUnavailable',
  UserNotFound = 'UserNotFound',
  SelfModeration = 'SelfModeration',
  SessionRequired = 'SessionRequired',
}

/** What some messages need to say when: the end of a lock. */
export interface IdentityErrorDetails {
  /** The end of the lock, already formatted as HH:mm in the configured time zone. */
  lockedUntilText?: string;
}

export function describeIdentityError(
  code: IdentityErrorCode,
  details: IdentityErrorDetails = {},
): { status: number; message: string } {
  switch (code) {
    case IdentityErrorCode.InvalidEmailOrPassword:
      return { status: HttpStatus.UNAUTHORIZED, message: 'Invalid email or password' };
    case IdentityErrorCode.InvalidCredentials:
      return { status: HttpStatus.UNAUTHORIZED, message: 'Invalid credentials' };
    case IdentityErrorCode.AccountLocked:
      return {
        status: HttpStatus.LOCKED,
        message: details.lockedUntilText
          ? `Account locked due to too many failed login attempts. Try again after ${details.lockedUntilText}.`
          : 'Account locked due to too many failed login attempts. Try again later.',
      };
    case IdentityErrorCode.SignInsThrottled:
      return {
        status: HttpStatus.TOO_MANY_REQUESTS,
        message: details.lockedUntilText
          ? `Too many failed sign-in attempts from your network. Try again after ${details.lockedUntilText}.`
          : 'Too many failed sign-in attempts from your network. Try again later.',
      };
    case IdentityErrorCode.AccountSuspended:
      return { status: HttpStatus.FORBIDDEN, message: BANNED_MESSAGE };
    case IdentityErrorCode.EmailTaken:
      return { status: HttpStatus.CONFLICT, message: 'An account with this email address already exists' };
    case IdentityErrorCode.PhoneTaken:
      return { status: HttpStatus.CONFLICT, message: 'An account with this phone number already exists' };
    case IdentityErrorCode.AdminRegistrationForbidden:
      return { status: HttpStatus.FORBIDDEN, message: 'Admin accounts can only be created by an admin' };
    case IdentityErrorCode.CodeUnavailable:
      return { status: HttpStatus.BAD_REQUEST, message: 'Invalid or expired code. Please request a new one.' };
    case IdentityErrorCode.UserNotFound:
      return { status: HttpStatus.NOT_FOUND, message: 'User not found' };
    case IdentityErrorCode.SelfModeration:
      return { status: HttpStatus.BAD_REQUEST, message: 'You cannot suspend, ban or delete your own account.' };
    case IdentityErrorCode.SessionRequired:
      return { status: HttpStatus.UNAUTHORIZED, message: 'Unauthorized' };
  }
}

/** A domain error of the identity service; `describeIdentityError` gives its status and the spec's message. */
export class IdentityException extends DomainException<IdentityErrorCode> {
  constructor(
    code: IdentityErrorCode,
    readonly details: IdentityErrorDetails = {},
  ) {
    const { status, message } = describeIdentityError(code, details);
    super(code, status, message);
  }
}
