import { idParamSchema, reviewListQuerySchema } from '@app/contracts';
import { leanItemsWithTotal, leanReadRoute, LeanRoute, ZodValidationPipe } from '@app/service-kit';
import { ReviewsService } from './reviews.service';

/**
 * GET /api/shops/{id}/reviews answered before Express and Nest (issue 20): every shop page asks for its reviews
 * beside the shop itself, whose read is lean already. The same validation and ReviewsService.list as
 * ReviewsController.list, which still answers HEAD and the path with a trailing slash.
 */
export function reviewListLeanRead(reviews: ReviewsService): LeanRoute {
  const idParam = new ZodValidationPipe(idParamSchema);
  const queryPipe = new ZodValidationPipe(reviewListQuerySchema);
  return leanReadRoute('/api/shops/:id/reviews', async (request) =>
    leanItemsWithTotal(await reviews.list(idParam.transform(request.params.id), queryPipe.transform(request.query))),
  );
}
