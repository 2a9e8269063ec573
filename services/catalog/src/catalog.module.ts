import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { CatalogConfig } from './catalog.config';
import { CategoriesModule } from './categories/categories.module';
import { Category } from './categories/category.entity';
import { CreatedCategories1763700000100 } from './migrations/1763700000100-CreatedCategories';

@Module({})
export class CatalogModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogModule,
      imports: [
        ...serviceInfrastructure({
          service: 'catalog',
          schema: 'catalog',
          config,
          entities: [Category],
          migrations: [CreatedCategories1763700000100],
        }),
        CategoriesModule,
      ],
    };
  }
}
