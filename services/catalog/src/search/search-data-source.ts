import { DataSource } from 'typeorm';
import { serviceDataSourceOptions } from '@app/database';
import { SEARCH_SESSION_SETTINGS } from './search-sql';

/**
 * A data source of its own on the catalog's schema whose connections start like the service's (the search's
 * settings), for running SearchService outside the service: the timing tool and a test's second process. It runs no
 * migrations; the service's start did.
 */
export function openSearchDataSource(url: string): Promise<DataSource> {
  return new DataSource(
    serviceDataSourceOptions({
      schema: 'catalog',
      url,
      entities: [],
      migrations: [],
      sessionSettings: SEARCH_SESSION_SETTINGS,
    }),
  ).initialize();
}
