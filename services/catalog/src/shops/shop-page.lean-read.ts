import { clientInfoOf, identityOf } from '@app/auth-context';
import { idParamSchema } from '@app/contracts';
import { leanReadRoute, LeanRoute, ZodValidationPipe } from '@app/service-kit';
import { ShopsService } from './shops.service';

/**
 * GET /api/shops/{id}, the most requested call, answered before Express and Nest (issue 20, T1): the same
 * validation, identity, client and ShopsService.detail as ShopsController.detail, which still answers HEAD and the
 * path with a trailing slash.
 */
export function shopPageLeanRead(shops: ShopsService): LeanRoute {
  const idParam = new ZodValidationPipe(idParamSchema);
  return leanReadRoute('/api/shops/:id', (request) =>
    shops.detail(idParam.transform(request.params.id), identityOf(request), clientInfoOf(request)),
  );
}
