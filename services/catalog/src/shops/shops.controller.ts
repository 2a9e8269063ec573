import { Body, Controller, Get, Param, Patch, Post, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ClientInfo, CurrentClient, CurrentIdentity, Public, RequestIdentity, Roles } from '@app/auth-context';
import {
  CreateProductRequest,
  createProductSchema,
  CreateShopRequest,
  createShopSchema,
  idParamSchema,
  ProductResponse,
  ShopDetailResponse,
  ShopListQuery,
  shopListQuerySchema,
  ShopResponse,
  UpdateShopRequest,
  updateShopSchema,
} from '@app/contracts';
import { RevalidatedRead, itemsWithTotal, ZodValidationPipe } from '@app/service-kit';
import { ProductsService } from '../products/products.service';
import { ShopsService } from './shops.service';

@ApiTags('shops')
@Controller('api')
export class ShopsController {
  constructor(
    private readonly shops: ShopsService,
    private readonly products: ProductsService,
  ) {}

  @Public()
  @Get('shops')
  @RevalidatedRead()
  async list(
    @Query(new ZodValidationPipe(shopListQuerySchema)) query: ShopListQuery,
    @CurrentIdentity() identity: RequestIdentity,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ShopResponse[]> {
    return itemsWithTotal(response, await this.shops.list(query, identity));
  }

  @Roles('shop_owner')
  @Post('shops')
  create(
    @Body(new ZodValidationPipe(createShopSchema)) body: CreateShopRequest,
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<ShopResponse> {
    return this.shops.create(identity, body, client);
  }

  @Roles('shop_owner')
  @Patch('shops/:id')
  update(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(updateShopSchema)) body: UpdateShopRequest,
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<ShopResponse> {
    return this.shops.update(id, identity, body, client);
  }

  /** A GET of this path is answered first by shopPageLeanRead (the same call, before Express); this serves the rest. */
  @Public()
  @Get('shops/:id')
  @RevalidatedRead()
  detail(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<ShopDetailResponse> {
    return this.shops.detail(id, identity, client);
  }

  @Public()
  @Get('shops/:id/products')
  @RevalidatedRead()
  productsOf(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ProductResponse[]> {
    return this.shops.productsOf(id, identity);
  }

  @Roles('shop_owner')
  @Post('shops/:id/products')
  addProduct(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(createProductSchema)) body: CreateProductRequest,
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<ProductResponse> {
    return this.products.create(id, identity, body, client);
  }

  @Roles('shop_owner')
  @Get('my-shops')
  myShops(@CurrentIdentity() identity: RequestIdentity): Promise<ShopDetailResponse[]> {
    return this.shops.myShops(identity);
  }
}
