import { DataSource } from 'typeorm';

/**
 * The current search version (AddedSearchVersion migration): a primary-key read of one row, outside any
 * transaction, so it is the latest committed value.
 */
export async function readSearchVersion(dataSource: DataSource): Promise<number> {
  const rows: Array<{ version: string }> = await dataSource.query(
    'SELECT version FROM catalog.search_version WHERE id',
  );
  if (!rows[0]) throw new Error('catalog.search_version has no row: run the catalog migrations');
  return Number(rows[0].version);
}
