import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiExcludeController } from '@nestjs/swagger';
import { InternalOnly } from '@app/auth-context';
import {
  idParamSchema,
  ShopDetailResponse,
  ShopPageSummary,
  SitemapShopsQuery,
  sitemapShopsQuerySchema,
  SitemapShopsResponse,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { ShopsService } from '../shops/shops.service';
import { SeoService } from './seo.service';

/** The gateway's reads for the HTML it serves (page meta, structured data, sitemap), signed with the internal secret. */
@ApiExcludeController()
@Controller('internal/seo')
export class InternalSeoController {
  constructor(
    private readonly seo: SeoService,
    private readonly shops: ShopsService,
  ) {}

  @InternalOnly()
  @Get('shops')
  sitemapShops(
    @Query(new ZodValidationPipe(sitemapShopsQuerySchema)) query: SitemapShopsQuery,
  ): Promise<SitemapShopsResponse> {
    return this.seo.sitemapShops(query);
  }

  @InternalOnly()
  @Get('shops/:id')
  shop(@Param('id', new ZodValidationPipe(idParamSchema)) id: number): Promise<ShopPageSummary> {
    return this.seo.shopSummary(id);
  }

  /** The shop page as a visitor sees it, for its server-rendered first screen; no view is counted. */
  @InternalOnly()
  @Get('shops/:id/page')
  shopPage(@Param('id', new ZodValidationPipe(idParamSchema)) id: number): Promise<ShopDetailResponse> {
    return this.shops.visitorView(id);
  }
}
