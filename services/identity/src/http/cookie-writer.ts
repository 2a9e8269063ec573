import { Inject, Injectable } from '@nestjs/common';
import { serialize, SerializeOptions } from 'cookie';
import type { Response } from 'express';
import { GUEST_COOKIE, GUEST_SESSION_DAYS, REMEMBERED_SESSION_DAYS, SESSION_COOKIE } from '@app/contracts';
import { SERVICE_CONFIG } from '@app/service-kit';
import type { IdentityConfig } from '../identity.config';

const DAY_SECONDS = 24 * 60 * 60;

/** A cookie a service asks the controller to set; services never touch the response themselves. */
export type CookieInstruction =
  | { kind: 'session'; token: string; rememberMe: boolean }
  | { kind: 'clear-session' }
  | { kind: 'guest'; token: string };

/** A service answer that also sets cookies. */
export interface WithCookies<T> {
  body: T;
  cookies: CookieInstruction[];
}

function baseOptions(secure: boolean): SerializeOptions {
  return { httpOnly: true, sameSite: 'lax', path: '/', secure };
}

/**
 * Set-Cookie values: httpOnly, SameSite=Lax, Path=/, Secure when configured. A remembered session and a guest
 * session carry Max-Age; a session without remember-me has none, so it ends with the browser.
 */
export function serializeCookie(instruction: CookieInstruction, secure: boolean): string {
  switch (instruction.kind) {
    case 'session':
      return serialize(SESSION_COOKIE, instruction.token, {
        ...baseOptions(secure),
        ...(instruction.rememberMe ? { maxAge: REMEMBERED_SESSION_DAYS * DAY_SECONDS } : {}),
      });
    case 'clear-session':
      return serialize(SESSION_COOKIE, '', { ...baseOptions(secure), maxAge: 0, expires: new Date(0) });
    case 'guest':
      return serialize(GUEST_COOKIE, instruction.token, {
        ...baseOptions(secure),
        maxAge: GUEST_SESSION_DAYS * DAY_SECONDS,
      });
  }
}

@Injectable()
export class CookieWriter {
  constructor(@Inject(SERVICE_CONFIG) private readonly config: IdentityConfig) {}

  /** Sets the outcome's cookies on the response and returns its body. */
  send<T>(response: Response, outcome: WithCookies<T>): T {
    for (const instruction of outcome.cookies) {
      response.append('Set-Cookie', serializeCookie(instruction, this.config.COOKIE_SECURE));
    }
    return outcome.body;
  }
}
