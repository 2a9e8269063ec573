import { Body, Controller, Get, HttpCode, HttpStatus, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ClientInfo, CurrentClient, CurrentIdentity, Public, RequestIdentity, SignedIn } from '@app/auth-context';
import {
  AuthResultResponse,
  EmailOnlyRequest,
  emailOnlySchema,
  loginDestination,
  LoginRequest,
  loginSchema,
  MessageResponse,
  PasswordResetRequest,
  passwordResetRequestSchema,
  RegisterRequest,
  registerSchema,
  ResetPasswordRequest,
  resetPasswordSchema,
  safeReturnTo,
  UserResponse,
  VerifyEmailRequest,
  verifyEmailSchema,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { CookieWriter } from '../http/cookie-writer';
import { CurrentPersonService } from './current-person.service';
import { EmailCodesService } from './email-codes.service';
import { PasswordResetService } from './password-reset.service';
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
    private readonly passwordReset: PasswordResetService,
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
    @CurrentClient() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<AuthResultResponse> {
    return this.cookies.send(response, await this.signIn.loginCombined(body, client));
  }

  @Public()
  @Post('auth/register')
  register(
    @Body(new ZodValidationPipe(registerSchema)) body: RegisterRequest,
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<AuthResultResponse> {
    return this.registration.registerCombined(body, identity, client);
  }

  @Public()
  @Post('auth/verify-email')
  @HttpCode(HttpStatus.OK)
  verifyEmail(
    @Body(new ZodValidationPipe(verifyEmailSchema)) body: VerifyEmailRequest,
    @CurrentClient() client: ClientInfo,
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
  requestPasswordReset(
    @Body(new ZodValidationPipe(passwordResetRequestSchema)) body: PasswordResetRequest,
  ): Promise<MessageResponse> {
    return this.passwordReset.request(body);
  }

  @Public()
  @Post('auth/reset-password')
  @HttpCode(HttpStatus.OK)
  resetPassword(
    @Body(new ZodValidationPipe(resetPasswordSchema)) body: ResetPasswordRequest,
    @CurrentClient() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.passwordReset.reset(body, client);
  }

  @Public()
  @Post('logout')
  @HttpCode(HttpStatus.OK)
  async logout(
    @CurrentClient() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<MessageResponse> {
    return this.cookies.send(response, await this.signIn.signOut(client));
  }

  /**
   * Provider login: no OpenID Connect settings exist yet, so it leads to this site's sign-in screens (issue 24):
   * owner actions to /shop-owner-auth, the admin screens to the combined sign-in, anything else to 'Choose Login
   * Type', each carrying `returnTo` when it is a path of this site (anything else is ignored: no open redirect).
   */
  @Public()
  @Get('login')
  providerLogin(@Query('returnTo') returnTo: unknown, @Res() response: Response): void {
    response.redirect(HttpStatus.FOUND, loginDestination(safeReturnTo(returnTo)));
  }
}
