import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { SeedDemoReviewsHandler } from './demo-data/seed-demo-reviews.handler';
import { FavoritesModule } from './favorites/favorites.module';
import { CreatedReviews1763700002000 } from './migrations/1763700002000-CreatedReviews';
import { AddedProjectionVersions1763700010000 } from './migrations/1763700010000-AddedProjectionVersions';
import { AddedRepliesAndReports1765017000000 } from './migrations/1765017000000-AddedRepliesAndReports';
import { ReviewsPeopleProjection, ReviewsShopsProjection } from './projections/reviews-projections';
import { ReviewReportsModule } from './review-reports/review-reports.module';
import { ReviewsConfig } from './reviews.config';
import { ReviewsDomainModule } from './reviews/reviews.module';

/**
 * The reviews service: ratings of shops and favourites of customers and guests, with local projections of
 * catalog's shops and identity's people. Everything is read and written with SQL; no TypeORM entities.
 */
@Module({})
export class ReviewsModule {
  static forRoot(config: ReviewsConfig): DynamicModule {
    return {
      module: ReviewsModule,
      imports: [
        ...serviceInfrastructure({
          service: 'reviews',
          schema: 'reviews',
          config,
          entities: [],
          migrations: [
            CreatedReviews1763700002000,
            AddedProjectionVersions1763700010000,
            AddedRepliesAndReports1765017000000,
          ],
          // The demo seeding after the projections, so a demo shop is already kept when its reviews are added.
          handlers: [ReviewsShopsProjection, ReviewsPeopleProjection, SeedDemoReviewsHandler],
        }),
        ReviewsDomainModule,
        ReviewReportsModule,
        FavoritesModule,
      ],
    };
  }
}
