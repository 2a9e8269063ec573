import { ServiceDefinition } from '@app/service-kit';
import { ReviewsConfig, reviewsConfigSchema } from './reviews.config';
import { ReviewsModule } from './reviews.module';
import { reviewListLeanRead } from './reviews/review-list.lean-read';
import { ReviewsService } from './reviews/reviews.service';

export const reviewsService: ServiceDefinition<ReviewsConfig> = {
  name: 'reviews',
  description: 'Reviews, ratings and favourites',
  configSchema: reviewsConfigSchema,
  rootModule: (config) => ReviewsModule.forRoot(config),
  leanRoutes: (app) => [reviewListLeanRead(app.get(ReviewsService))],
};
