import { Column, CreateDateColumn, Entity, PrimaryGeneratedColumn } from 'typeorm';

/** The columns both kinds of code share. */
export abstract class OneTimeCodeRecord {
  @PrimaryGeneratedColumn()
  id!: number;

  @Column({ name: 'user_id', type: 'integer' })
  userId!: number;

  /** HMAC-SHA256 of the code, keyed with the internal secret (see one-time-code.ts). */
  @Column({ name: 'code_hash', type: 'varchar', length: 64 })
  codeHash!: string;

  @Column({ name: 'expires_at', type: 'timestamptz' })
  expiresAt!: Date;

  @Column({ name: 'is_used', type: 'boolean', default: false })
  isUsed!: boolean;

  @Column({ type: 'integer', default: 0 })
  attempts!: number;

  @CreateDateColumn({ name: 'created_at', type: 'timestamptz' })
  createdAt!: Date;
}

export const EMAIL_VERIFICATION = 'email_verification';

@Entity({ name: 'verification_codes' })
export class VerificationCode extends OneTimeCodeRecord {
  @Column({ type: 'varchar', length: 20 })
  type!: string;
}

@Entity({ name: 'password_reset_tokens' })
export class PasswordResetToken extends OneTimeCodeRecord {}
