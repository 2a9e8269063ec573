import { ServiceDefinition } from '@app/service-kit';
import { CatalogConfig, catalogConfigSchema } from './catalog.config';
import { CatalogModule } from './catalog.module';
import { productSearchLeanRead } from './products/product-search.lean-read';
import { ProductsService } from './products/products.service';
import { shopListLeanRead } from './shops/shop-list.lean-read';
import { shopPageLeanRead } from './shops/shop-page.lean-read';
import { ShopsService } from './shops/shops.service';

export const catalogService: ServiceDefinition<CatalogConfig> = {
  name: 'catalog',
  description: 'Categories, shops, products, search, images, visits and shop moderation',
  configSchema: catalogConfigSchema,
  rootModule: (config) => CatalogModule.forRoot(config),
  leanRoutes: (app) => [
    shopPageLeanRead(app.get(ShopsService)),
    shopListLeanRead(app.get(ShopsService)),
    productSearchLeanRead(app.get(ProductsService)),
  ],
};
