import { Module } from '@nestjs/common';
import { ShopsModule } from '../shops/shops.module';
import { InternalSeoController } from './internal-seo.controller';
import { SeoService } from './seo.service';

@Module({
  imports: [ShopsModule],
  controllers: [InternalSeoController],
  providers: [SeoService],
})
export class SeoModule {}
