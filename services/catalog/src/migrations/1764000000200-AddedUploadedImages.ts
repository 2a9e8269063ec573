import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Who uploaded each stored image, how big it is and when (uploads/uploaded-images.ts): the per-person upload
 * quotas count these rows, and images no shop or product refers to are removed after a day. Images stored before
 * this table existed have no row and are left alone.
 */
export class AddedUploadedImages1764000000200 implements MigrationInterface {
  name = 'AddedUploadedImages1764000000200';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.uploaded_images (
        url varchar(200) PRIMARY KEY,
        user_id integer NOT NULL,
        bytes integer NOT NULL CHECK (bytes >= 0),
        uploaded_at timestamptz NOT NULL
      )`);
    await queryRunner.query(
      'CREATE INDEX uploaded_images_user_id_uploaded_at_idx ON catalog.uploaded_images (user_id, uploaded_at)',
    );
    await queryRunner.query('CREATE INDEX uploaded_images_uploaded_at_idx ON catalog.uploaded_images (uploaded_at)');
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.uploaded_images');
  }
}
