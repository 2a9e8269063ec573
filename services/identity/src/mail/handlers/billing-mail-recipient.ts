import { EntityManager } from 'typeorm';

/** Where identity mails a billing message: the person's e-mail and first name now (none for a phone-only owner). */
export async function billingMailRecipient(
  manager: EntityManager,
  userId: number,
): Promise<{ email: string; firstName: string } | undefined> {
  const [row] = (await manager.query('SELECT email, first_name FROM identity.users WHERE id = $1', [userId])) as Array<{
    email: string | null;
    first_name: string;
  }>;
  return row?.email ? { email: row.email, firstName: row.first_name } : undefined;
}
