import { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Conversations and messages (spec 001 section 9), one conversation per shop and customer and per shop and guest,
 * and the two projections chat keeps from other services' events: shops (owner and name, from catalog) and people
 * (names and the banned flag, from identity).
 */
export class CreatedChat1763700002000 implements MigrationInterface {
  name = 'CreatedChat1763700002000';

  async up(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query(`
      CREATE TABLE chat.shops (
        shop_id integer PRIMARY KEY,
        owner_id integer NOT NULL,
        name varchar(200) NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX chat_shops_owner_idx ON chat.shops (owner_id)');
    await queryRunner.query(`
      CREATE TABLE chat.people (
        user_id integer PRIMARY KEY,
        first_name varchar(100),
        last_name varchar(100),
        banned boolean NOT NULL DEFAULT false,
        updated_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query(`
      CREATE TABLE chat.chat_conversations (
        id serial PRIMARY KEY,
        shop_id integer NOT NULL,
        customer_user_id integer,
        guest_session_id integer,
        created_at timestamptz NOT NULL DEFAULT now(),
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT chat_conversations_one_party CHECK ((customer_user_id IS NULL) <> (guest_session_id IS NULL)),
        CONSTRAINT chat_conversations_shop_customer_key UNIQUE (shop_id, customer_user_id),
        CONSTRAINT chat_conversations_shop_guest_key UNIQUE (shop_id, guest_session_id)
      )`);
    await queryRunner.query(
      'CREATE INDEX chat_conversations_customer_idx ON chat.chat_conversations (customer_user_id, updated_at DESC)',
    );
    await queryRunner.query(
      'CREATE INDEX chat_conversations_guest_idx ON chat.chat_conversations (guest_session_id, updated_at DESC)',
    );
    await queryRunner.query(`
      CREATE TABLE chat.chat_messages (
        id serial PRIMARY KEY,
        conversation_id integer NOT NULL REFERENCES chat.chat_conversations (id) ON DELETE CASCADE,
        sender_type varchar(20) NOT NULL CHECK (sender_type IN ('customer', 'shop_owner')),
        sender_id text NOT NULL,
        message text NOT NULL,
        is_read boolean NOT NULL DEFAULT false,
        created_at timestamptz NOT NULL DEFAULT now()
      )`);
    await queryRunner.query('CREATE INDEX chat_messages_conversation_idx ON chat.chat_messages (conversation_id, id)');
    await queryRunner.query(
      `CREATE INDEX chat_messages_unread_idx ON chat.chat_messages (conversation_id, sender_type) WHERE NOT is_read`,
    );
  }

  async down(queryRunner: QueryRunner): Promise<void> {
    await queryRunner.query('DROP TABLE chat.chat_messages');
    await queryRunner.query('DROP TABLE chat.chat_conversations');
    await queryRunner.query('DROP TABLE chat.people');
    await queryRunner.query('DROP TABLE chat.shops');
  }
}
