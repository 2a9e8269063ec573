import { Module } from '@nestjs/common';
import { InternalSeoController } from './internal-seo.controller';
import { SeoService } from './seo.service';

@Module({
  controllers: [InternalSeoController],
  providers: [SeoService],
})
export class SeoModule {}
