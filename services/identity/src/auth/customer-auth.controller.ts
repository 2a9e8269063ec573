import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ClientInfo, CurrentClient, CurrentIdentity, Public, RequestIdentity } from '@app/auth-context';
import {
  CustomerAuthResponse,
  CustomerLoginRequest,
  customerLoginSchema,
  CustomerRegisterRequest,
  customerRegisterSchema,
  MessageResponse,
  UserResponse,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { CookieWriter } from '../http/cookie-writer';
import { CurrentPersonService } from './current-person.service';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';

type CustomerBody = { message: string; customer: UserResponse & { name: string } };

/** The customer screen (/customer-auth) and the chat sign-in modal. */
@ApiTags('customer auth')
@Controller('api/customer')
export class CustomerAuthController {
  constructor(
    private readonly currentPerson: CurrentPersonService,
    private readonly signIn: SignInService,
    private readonly registration: RegistrationService,
    private readonly cookies: CookieWriter,
  ) {}

  @Public()
  @Get('auth')
  auth(@CurrentIdentity() identity: RequestIdentity): Promise<CustomerAuthResponse> {
    return this.currentPerson.customer(identity);
  }

  @Public()
  @Post('register')
  async register(
    @Body(new ZodValidationPipe(customerRegisterSchema)) body: CustomerRegisterRequest,
    @CurrentClient() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CustomerBody> {
    return this.cookies.send(response, await this.registration.registerCustomer(body, client));
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(
    @Body(new ZodValidationPipe(customerLoginSchema)) body: CustomerLoginRequest,
    @CurrentClient() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<CustomerBody> {
    return this.cookies.send(response, await this.signIn.loginCustomer(body, client));
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
}
