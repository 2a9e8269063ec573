import { Controller, Get, Param, Query } from '@nestjs/common';
import { ApiTags } from '@nestjs/swagger';
import { CurrentIdentity, RequestIdentity, Roles } from '@app/auth-context';
import {
  idParamSchema,
  SearchTermsQuery,
  searchTermsQuerySchema,
  SearchTermStat,
  ShopStatsQuery,
  shopStatsQuerySchema,
  ShopStatsResponse,
} from '@app/contracts';
import { ZodValidationPipe } from '@app/service-kit';
import { OwnerStatsService } from './owner-stats.service';

@ApiTags('insights')
@Controller('api/my-shops')
export class OwnerStatsController {
  constructor(private readonly stats: OwnerStatsService) {}

  @Roles('shop_owner')
  @Get(':id/stats')
  shopStats(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Query(new ZodValidationPipe(shopStatsQuerySchema)) query: ShopStatsQuery,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<ShopStatsResponse> {
    return this.stats.stats(id, query, identity);
  }

  @Roles('shop_owner')
  @Get(':id/search-terms')
  searchTerms(
    @Param('id', new ZodValidationPipe(idParamSchema)) id: number,
    @Query(new ZodValidationPipe(searchTermsQuerySchema)) query: SearchTermsQuery,
    @CurrentIdentity() identity: RequestIdentity,
  ): Promise<SearchTermStat[]> {
    return this.stats.searchTerms(id, query, identity);
  }
}
