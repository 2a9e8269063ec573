import { Body, Controller, Get, HttpCode, HttpStatus, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ClientInfo, CurrentClient, CurrentIdentity, Public, RequestIdentity, Roles } from '@app/auth-context';
import {
  MessageResponse,
  ShopOwnerLoginRequest,
  shopOwnerLoginSchema,
  ShopOwnerRegisterRequest,
  shopOwnerRegisterSchema,
  UserResponse,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { CookieWriter } from '../http/cookie-writer';
import { CurrentPersonService } from './current-person.service';
import { RegistrationService } from './registration.service';
import { SignInService } from './sign-in.service';

type OwnerBody = { message: string; user: UserResponse };

/** The shop-owner screen (/shop-owner-auth). */
@ApiTags('shop owner auth')
@Controller('api/shop-owner')
export class ShopOwnerAuthController {
  constructor(
    private readonly currentPerson: CurrentPersonService,
    private readonly signIn: SignInService,
    private readonly registration: RegistrationService,
    private readonly cookies: CookieWriter,
  ) {}

  @Roles('shop_owner')
  @Get('profile')
  profile(@CurrentIdentity() identity: RequestIdentity): Promise<UserResponse> {
    return this.currentPerson.user(identity);
  }

  @Public()
  @Post('register')
  async register(
    @Body(new ZodValidationPipe(shopOwnerRegisterSchema)) body: ShopOwnerRegisterRequest,
    @CurrentClient() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OwnerBody> {
    return this.cookies.send(response, await this.registration.registerShopOwner(body, client));
  }

  @Public()
  @Post('login')
  @HttpCode(HttpStatus.OK)
  async login(
    @Body(new ZodValidationPipe(shopOwnerLoginSchema)) body: ShopOwnerLoginRequest,
    @CurrentClient() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<OwnerBody> {
    return this.cookies.send(response, await this.signIn.loginShopOwner(body, client));
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
