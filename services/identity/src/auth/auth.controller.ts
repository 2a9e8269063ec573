import { Body, Controller, Get, HttpCode, HttpStatus, Post, Redirect, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { CurrentIdentity, Public, RequestIdentity, SignedIn } from '@app/auth-context';
import {
  AuthResultResponse,
  EmailOnlyRequest,
  emailOnlySchema,
  LoginRequest,
  loginSchema,
  MessageResponse,
  RegisterRequest,
  registerSchema,
  ResetPasswordRequest,
  resetPasswordSchema,
  UserResponse,
  VerifyEmailRequest,
  verifyEmailSchema,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { Client, ClientInfo } from '../http/client-info';
import { CookieWriter } from '../http/cookie-writer';
import { CurrentPersonService } from './current-person.service';
import { EmailCodesService } from './email-codes.service';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';

/** The combined screen (/auth-test), general sign-out and the provider login entry. */
@ApiTags('auth')
@Controller('api')
export class AuthController {
  constructor(
    private readonly currentPerson: CurrentPersonService,
    private readonly signIn: SignInService,
    private readonly registration: RegistrationService,
    private readonly emailCodes: EmailCodesService,
    private readonly cookies: CookieWriter,
  ) {}

  @SignedIn()
  @Get('auth/user')
  user(@CurrentIdentity() identity: RequestIdentity): Promise<UserResponse> {
    return this.currentPerson.user(identity);
  }

  @Public()
  @Post('auth/login')
  @HttpCode(HttpStatus.OK)
  async login(
    @Body(new ZodValidationPipe(loginSchema)) body: LoginRequest,
    @Client() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResultResponse> {
    return this.cookies.send(response, await this.signIn.loginCombined(body, client));
  }

  @Public()
  @Post('auth/register')
  register(
    @Body(new ZodValidationPipe(registerSchema)) body: RegisterRequest,
    @CurrentIdentity() identity: RequestIdentity,
    @Client() client: ClientInfo,
  ): Promise<AuthResultResponse> {
    return this.registration.registerCombined(body, identity, client);
  }

  @Public()
  @Post('auth/verify-email')
  @HttpCode(HttpStatus.OK)
  verifyEmail(
    @Body(new ZodValidationPipe(verifyEmailSchema)) body: VerifyEmailRequest,
    @Client() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.emailCodes.verifyEmail(body, client);
  }

  @Public()
  @Post('auth/resend-verification')
  @HttpCode(HttpStatus.OK)
  resendVerification(@Body(new ZodValidationPipe(emailOnlySchema)) body: EmailOnlyRequest): Promise<MessageResponse> {
    return this.emailCodes.resendVerification(body);
  }

  @Public()
  @Post('auth/request-password-reset')
  @HttpCode(HttpStatus.OK)
  requestPasswordReset(@Body(new ZodValidationPipe(emailOnlySchema)) body: EmailOnlyRequest): Promise<MessageResponse> {
    return this.emailCodes.requestPasswordReset(body);
  }

  @Public()
  @Post('auth/reset-password')
  @HttpCode(HttpStatus.OK)
  resetPassword(
    @Body(new ZodValidationPipe(resetPasswordSchema)) body: ResetPasswordRequest,
    @Client() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.emailCodes.resetPassword(body, client);
  }

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  async logout(@Client() client: ClientInfo, @Res({ passthrough: true }) response: Response): Promise<MessageResponse> {
    return this.cookies.send(response, await this.signIn.signOut(client));
  }

  /** Provider login: no OpenID Connect settings exist yet, so it leads to the shop-owner screen (DECISIONS). */
  @Public()
  @Get('login')
  @Redirect('/shop-owner-auth', HttpStatus.FOUND)
  providerLogin(): void {}
}
