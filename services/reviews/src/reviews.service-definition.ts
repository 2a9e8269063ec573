import { ServiceDefinition } from '@app/service-kit';
import { ReviewsConfig, reviewsConfigSchema } from './reviews.config';
import { ReviewsModule } from './reviews.module';

export const reviewsService: ServiceDefinition<ReviewsConfig> = {
  name: 'reviews',
  description: 'Reviews, ratings and favourites',
  configSchema: reviewsConfigSchema,
  rootModule: (config) => ReviewsModule.forRoot(config),
};
