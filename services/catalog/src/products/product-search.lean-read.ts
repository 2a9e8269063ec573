import { productSearchQuerySchema } from '@app/contracts';
import { leanItemsWithTotal, leanReadRoute, LeanRoute, ZodValidationPipe } from '@app/service-kit';
import { ProductsService } from './products.service';

/**
 * GET /api/products/search answered before Express and Nest (issue 20, T5): every search, and most of them cache
 * hits, whose cost was mostly Express's and Nest's. The same validation and ProductsService.searchProducts as
 * ProductsController.search, which still answers HEAD and the path with a trailing slash.
 */
export function productSearchLeanRead(products: ProductsService): LeanRoute {
  const queryPipe = new ZodValidationPipe(productSearchQuerySchema);
  return leanReadRoute('/api/products/search', async (request) =>
    leanItemsWithTotal(await products.searchProducts(queryPipe.transform(request.query))),
  );
}
