import { Column, Entity, PrimaryColumn } from 'typeorm';

/** What a session row remembers besides its person. */
export interface SessionData {
  userId: number;
  rememberMe: boolean;
  ip: string | null;
  userAgent: string | null;
  createdAt: string;
}

@Entity({ name: 'sessions' })
export class Session {
  /** hashSessionToken(token): the cookie's token itself is never stored. */
  @PrimaryColumn({ type: 'varchar', length: 64 })
  sid!: string;

  @Column({ type: 'jsonb' })
  sess!: SessionData;

  @Column({ type: 'timestamptz' })
  expire!: Date;
}
