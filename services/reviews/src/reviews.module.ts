import { DynamicModule, Module } from '@nestjs/common';
import { serviceInfrastructure } from '@app/service-kit';
import { ReviewsConfig } from './reviews.config';

/** The reviews service. Its domain modules arrive with their issues; until then it serves health, readiness and docs. */
@Module({})
export class ReviewsModule {
  static forRoot(config: ReviewsConfig): DynamicModule {
    return {
      module: ReviewsModule,
      imports: [...serviceInfrastructure({ service: 'reviews', schema: 'reviews', config, entities: [], migrations: [] })],
    };
  }
}
