import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { CatalogConfig } from './catalog.config';
import { CategoriesModule } from './categories/categories.module';
import { Category } from './categories/category.entity';
import { CatalogConfigModule } from './config/catalog-config.module';
import { DemoDataModule } from './demo-data/demo-data.module';
import { InsightsModule } from './insights/insights.module';
import { SEARCH_SESSION_SETTINGS } from './search/search-sql';
import { CreatedCategories1763700000100 } from './migrations/1763700000100-CreatedCategories';
import { CreatedDirectory1763700001000 } from './migrations/1763700001000-CreatedDirectory';
import { AddedSearchWords1763700002000 } from './migrations/1763700002000-AddedSearchWords';
import { AddedProductShopFacts1763700002100 } from './migrations/1763700002100-AddedProductShopFacts';
import { AddedSearchLocations1763700002200 } from './migrations/1763700002200-AddedSearchLocations';
import { AddedSearchVersion1763700002300 } from './migrations/1763700002300-AddedSearchVersion';
import { AddedShopPlaces1763700002400 } from './migrations/1763700002400-AddedShopPlaces';
import { AddedProjectionVersions1763700010000 } from './migrations/1763700010000-AddedProjectionVersions';
import { AddedUploadedImages1764000000200 } from './migrations/1764000000200-AddedUploadedImages';
import { AddedRatingBreakdown1765017000100 } from './migrations/1765017000100-AddedRatingBreakdown';
import { AddedOwnerInsight1765032000000 } from './migrations/1765032000000-AddedOwnerInsight';
import { AddedGalleries1765033000100 } from './migrations/1765033000100-AddedGalleries';
import { AddedSearchChanges1765034000000 } from './migrations/1765034000000-AddedSearchChanges';
import { AddedProductShopPins1765034100000 } from './migrations/1765034100000-AddedProductShopPins';
import { AddedOwnerHidingIndex1765040000000 } from './migrations/1765040000000-AddedOwnerHidingIndex';
import { AddedProductShopListing1765040000100 } from './migrations/1765040000100-AddedProductShopListing';
import { AddedProductShopCells1765040000200 } from './migrations/1765040000200-AddedProductShopCells';
import { AddedProductWordsCellsIndex1765040000300 } from './migrations/1765040000300-AddedProductWordsCellsIndex';
import { AddedProductSearchSample1765050000000 } from './migrations/1765050000000-AddedProductSearchSample';
import { PlannedTypoCorrectionOnce1765050000100 } from './migrations/1765050000100-PlannedTypoCorrectionOnce';
import { LeftRoomForInPlaceUpdates1765060000000 } from './migrations/1765060000000-LeftRoomForInPlaceUpdates';
import { LeftCountedViewsOutOfSearchChanges1765070000000 } from './migrations/1765070000000-LeftCountedViewsOutOfSearchChanges';
import { WroteSearchIndexesInPlace1765080000000 } from './migrations/1765080000000-WroteSearchIndexesInPlace';
import { RecordedOnlyNewSearchWords1765090000000 } from './migrations/1765090000000-RecordedOnlyNewSearchWords';
import { RecordedTheChangedProduct1765100000000 } from './migrations/1765100000000-RecordedTheChangedProduct';
import { RecordedProductCardChanges1765110000000 } from './migrations/1765110000000-RecordedProductCardChanges';
import { DroppedUnreadVisitTimeIndex1765120000000 } from './migrations/1765120000000-DroppedUnreadVisitTimeIndex';
import { AddedChatImageReferences1765035000100 } from './migrations/1765035000100-AddedChatImageReferences';
import { ModerationModule } from './moderation/moderation.module';
import { ProductsModule } from './products/products.module';
import {
  CatalogChatImagesProjection,
  CatalogLeadsProjection,
  CatalogOwnerStatusProjection,
  CatalogShopRatingsProjection,
} from './projections/catalog-projections';
import { SeoModule } from './seo/seo.module';
import { ShopsModule } from './shops/shops.module';
import { UploadsModule } from './uploads/uploads.module';

/**
 * The catalog service: categories, shops, products, search, images, visits and shop moderation. Shops, products,
 * visits and projections are read and written with SQL (search needs it); categories use a TypeORM entity.
 */
@Module({})
export class CatalogModule {
  static forRoot(config: CatalogConfig): DynamicModule {
    return {
      module: CatalogModule,
      imports: [
        CatalogConfigModule.forRoot(config),
        ...serviceInfrastructure({
          service: 'catalog',
          schema: 'catalog',
          config,
          entities: [Category],
          sessionSettings: SEARCH_SESSION_SETTINGS,
          migrations: [
            CreatedCategories1763700000100,
            CreatedDirectory1763700001000,
            AddedSearchWords1763700002000,
            AddedProductShopFacts1763700002100,
            AddedSearchLocations1763700002200,
            AddedSearchVersion1763700002300,
            AddedShopPlaces1763700002400,
            AddedProjectionVersions1763700010000,
            AddedUploadedImages1764000000200,
            AddedRatingBreakdown1765017000100,
            AddedOwnerInsight1765032000000,
            AddedGalleries1765033000100,
            AddedSearchChanges1765034000000,
            AddedProductShopPins1765034100000,
            AddedChatImageReferences1765035000100,
            AddedOwnerHidingIndex1765040000000,
            AddedProductShopListing1765040000100,
            AddedProductShopCells1765040000200,
            AddedProductWordsCellsIndex1765040000300,
            AddedProductSearchSample1765050000000,
            PlannedTypoCorrectionOnce1765050000100,
            LeftRoomForInPlaceUpdates1765060000000,
            LeftCountedViewsOutOfSearchChanges1765070000000,
            WroteSearchIndexesInPlace1765080000000,
            RecordedOnlyNewSearchWords1765090000000,
            RecordedTheChangedProduct1765100000000,
            RecordedProductCardChanges1765110000000,
            DroppedUnreadVisitTimeIndex1765120000000,
          ],
          handlers: [
            CatalogOwnerStatusProjection,
            CatalogShopRatingsProjection,
            CatalogLeadsProjection,
            CatalogChatImagesProjection,
          ],
        }),
        CategoriesModule,
        ShopsModule,
        ProductsModule,
        ModerationModule,
        UploadsModule,
        DemoDataModule,
        SeoModule,
        InsightsModule,
      ],
    };
  }
}
