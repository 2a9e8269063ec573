import { Env } from '@app/config';
import { catalogService, ShopViewRecorder } from '@app/catalog';
import { dataDirExtra, startServiceHarness } from '@app/testing';

/** The catalog app on a fresh database and DATA_DIR (uploads) with the in-process bus, called in-process. */
export function startCatalogHarness(label: string, env: Env = {}) {
  return startServiceHarness({
    service: catalogService,
    schema: 'catalog',
    label,
    env,
    extras: { dataDir: dataDirExtra },
  });
}

export type CatalogHarness = Awaited<ReturnType<typeof startCatalogHarness>>;

/** Writes the shop views the page has counted but not yet written (they go every VIEW_FLUSH_INTERVAL_MS). */
export function flushViews(catalog: CatalogHarness): Promise<void> {
  return catalog.app.get(ShopViewRecorder).flush();
}
