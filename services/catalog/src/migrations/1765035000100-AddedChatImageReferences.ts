import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Uploaded images a chat message carries (folded from chat.message.sent): the orphan-image cleaner keeps these,
 * since no shop or product refers to them. One row per path, however many messages carry it.
 */
export class AddedChatImageReferences1765035000100 implements MigrationInterface {
  name = 'AddedChatImageReferences1765035000100';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE catalog.chat_image_references (
        url varchar(200) PRIMARY KEY,
        first_message_id integer NOT NULL
      )`);
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE catalog.chat_image_references');
  }
}
