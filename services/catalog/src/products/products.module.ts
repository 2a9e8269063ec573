import { Module } from '@nestjs/common';
import { LocalModule } from '../local/local.module';
import { SearchModule } from '../search/search.module';
import { VisitsModule } from '../visits/visits.module';
import { ProductsController } from './products.controller';
import { ProductsService } from './products.service';

@Module({
  imports: [SearchModule, LocalModule, VisitsModule],
  controllers: [ProductsController],
  providers: [ProductsService],
  exports: [ProductsService],
})
export class ProductsModule {}
