import { Module } from '@nestjs/common';
import { LeadRecorder } from './lead-recorder';
import { SearchImpressionRecorder } from './search-impression-recorder';
import { ShopViewRecorder } from './shop-view-recorder';

/** What visitors do, recorded off the request path: page views, leads and search impressions. */
@Module({
  providers: [ShopViewRecorder, LeadRecorder, SearchImpressionRecorder],
  exports: [ShopViewRecorder, LeadRecorder, SearchImpressionRecorder],
})
export class VisitsModule {}
