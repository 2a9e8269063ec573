import { Body, Controller, Delete, Get, Param, Patch, Query, Res } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import type { Response } from 'express';
import { ClientInfo, CurrentClient, CurrentIdentity, Public, RequestIdentity, Roles } from '@app/auth-context';
import {
  idParamSchema,
  MessageResponse,
  ProductResponse,
  ProductSearchQuery,
  productSearchQuerySchema,
  UpdateProductRequest,
  updateProductSchema,
} from '@app/contracts';
import { RevalidatedRead, itemsWithTotal, ZodValidationPipe } from '@app/service-kit';
import { ProductsService } from './products.service';

@ApiTags('products')
@Controller('api/products')
export class ProductsController {
  constructor(private readonly products: ProductsService) {}

  @Public()
  @Get('search')
  @RevalidatedRead()
  async search(
    @Query(new ZodValidationPipe(productSearchQuerySchema)) query: ProductSearchQuery,
    @Res({ passthrough: true }) response: Response,
  ): Promise<ProductResponse[]> {
    return itemsWithTotal(response, await this.products.searchProducts(query));
  }

  @Roles('shop_owner')
  @Patch(':id')
  update(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Body(new ZodValidationPipe(updateProductSchema)) body: UpdateProductRequest,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ProductResponse> {
    return this.products.update(id, identity, body);
  }

  @Roles('shop_owner')
  @Delete(':id')
  remove(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @CurrentIdentity() identity: RequestIdentity,
    @CurrentClient() client: ClientInfo,
  ): Promise<MessageResponse> {
    return this.products.delete(id, identity, client);
  }
}
