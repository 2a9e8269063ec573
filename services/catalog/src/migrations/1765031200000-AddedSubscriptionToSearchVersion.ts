import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * An owner's subscription expiring or being renewed now changes what a search shows (their shops leave or come back,
 * issue 16), so a change of owner_status.subscription_phase bumps the search cache's version like a ban does.
 */
export class AddedSubscriptionToSearchVersion1765031200000 implements MigrationInterface {
  name = 'AddedSubscriptionToSearchVersion1765031200000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await this.trigger(queryRunner, 'banned, subscription_phase');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await this.trigger(queryRunner, 'banned');
  }

  private async trigger(queryRunner: QueryRunner, columns: string): Promise<void> {
    await queryRunner.query('DROP TRIGGER owner_status_search_version ON catalog.owner_status');
    await queryRunner.query(`
      CREATE TRIGGER owner_status_search_version
      BEFORE INSERT OR DELETE OR TRUNCATE OR UPDATE OF ${columns} ON catalog.owner_status
      FOR EACH STATEMENT EXECUTE FUNCTION catalog.bump_search_version()`);
  }
}
