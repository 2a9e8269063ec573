import { Body, Controller, Delete, Get, HttpStatus, Param, Post, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ClientInfo, CurrentClient, CurrentIdentity, Public, RequestIdentity } from '@app/auth-context';
import { FavoriteRequest, favoriteRequestSchema, FavoriteShopResponse, idParamSchema } from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { FavoritesService } from './favorites.service';

/**
 * Public at the guard because guests (no account, an active guest session) have favourites too; the service
 * answers 401 to a request with neither a customer nor a guest session.
 */
@ApiTags('favorites')
@Controller('api/customer/favorites')
export class FavoritesController {
  constructor(private readonly favorites: FavoritesService) {}

  @Public()
  @Get()
  list(
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<FavoriteShopResponse[]> {
    return this.favorites.list(identity, client);
  }

  /** 201 when saved now, 200 with the same favourite when it was saved already. */
  @Public()
  @Post()
  async add(
    @Body(new ZodValidationPipe(favoriteRequestSchema)) body: FavoriteRequest,
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
    @Res({ passthrough: true }) response: Response,
  ): Promise<FavoriteShopResponse> {
    const { favorite, created } = await this.favorites.add(identity, body.shopId, client);
    response.status(created ? HttpStatus.CREATED : HttpStatus.OK);
    return favorite;
  }

  @Public()
  @Delete(':shopId')
  remove(
    @Param('shopId', new ZodValidationPipe(idParamSchema)) shopId: number,
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<{ message: string }> {
    return this.favorites.remove(identity, shopId, client);
  }
}
