import { identityOf } from '@app/auth-context';
import { shopListQuerySchema } from '@app/contracts';
import { leanItemsWithTotal, leanReadRoute, LeanRoute, ZodValidationPipe } from '@app/service-kit';
import { ShopsService } from './shops.service';

/**
 * GET /api/shops (the directory's list and its search) answered before Express and Nest (issue 20, T5): the same
 * validation, identity and ShopsService.list as ShopsController.list, which still answers HEAD and the path with a
 * trailing slash.
 */
export function shopListLeanRead(shops: ShopsService): LeanRoute {
  const queryPipe = new ZodValidationPipe(shopListQuerySchema);
  return leanReadRoute('/api/shops', async (request) =>
    leanItemsWithTotal(await shops.list(queryPipe.transform(request.query), identityOf(request))),
  );
}
