import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Sign-in sessions as the data model has them (sid, sess, expire). `sid` is the SHA-256 of the cookie's token
 * (hashSessionToken), so the table opens no session if it leaks; `sess` holds userId, rememberMe, ip and userAgent.
 */
export class CreatedSessions1763700000300 implements MigrationInterface {
  name = 'CreatedSessions1763700000300';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE identity.sessions (
        sid varchar(64) PRIMARY KEY,
        sess jsonb NOT NULL,
        expire timestamptz NOT NULL
      )`);
    await queryRunner.query('CREATE INDEX sessions_expire_idx ON identity.sessions (expire)');
    await queryRunner.query("CREATE INDEX sessions_user_id_idx ON identity.sessions ((sess->>'userId'))");
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE identity.sessions');
  }
}
