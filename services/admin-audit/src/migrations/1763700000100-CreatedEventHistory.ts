import { MigrationInterface, QueryRunner } from 'typeorm';

export class CreatedEventHistory1763700000100 implements MigrationInterface {
  name = 'CreatedEventHistory1763700000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE audit.event_history (
        event_id uuid PRIMARY KEY,
        name varchar(100) NOT NULL,
        occurred_at timestamptz NOT NULL,
        actor jsonb,
        payload jsonb NOT NULL,
        recorded_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX event_history_name_occurred_idx ON audit.event_history (name, occurred_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE audit.event_history');
  }
}
