import { Module } from '@nestjs/common';
import { LocalModule } from '../local/local.module';
import { ProductsModule } from '../products/products.module';
import { SearchModule } from '../search/search.module';
import { VisitsModule } from '../visits/visits.module';
import { ShopsController } from './shops.controller';
import { ShopsService } from './shops.service';

@Module({
  imports: [SearchModule, ProductsModule, LocalModule, VisitsModule],
  controllers: [ShopsController],
  providers: [ShopsService],
  exports: [ShopsService],
})
export class ShopsModule {}
