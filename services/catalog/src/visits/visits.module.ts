import { Module } from '@nestjs/common';
import { ShopViewRecorder } from './shop-view-recorder';

@Module({
  providers: [ShopViewRecorder],
  exports: [ShopViewRecorder],
})
export class VisitsModule {}
