import { randomBytes } from 'node:crypto';
import { Algorithm, hash, verify } from '@node-rs/argon2';
import { Injectable, Logger, OnApplicationBootstrap } from '@nestjs/common';

/** argon2id with OWASP's first recommended setting: 46 MiB, one pass, one lane. */
export const ARGON2_OPTIONS = {
  algorithm: Algorithm.Argon2id,
  memoryCost: 47_104,
  timeCost: 1,
  parallelism: 1,
} as const;

/**
 * Hashes and checks passwords off the event loop (@node-rs/argon2's async functions run on libuv's pool).
 * `verifyAgainstDummy` spends the same time for an unknown account as for a known one.
 */
@Injectable()
export class PasswordHasher implements OnApplicationBootstrap {
  private readonly logger = new Logger(PasswordHasher.name);
  private dummyHash?: Promise<string>;

  /** Makes the dummy hash at start, so the first unknown account does not take twice as long. */
  async onApplicationBootstrap(): Promise<void> {
    await this.dummy();
  }

  hash(password: string): Promise<string> {
    return hash(password, ARGON2_OPTIONS);
  }

  async verify(passwordHash: string, password: string): Promise<boolean> {
    try {
      return await verify(passwordHash, password);
    } catch (error) {
      this.logger.warn(`A stored password hash could not be read: ${(error as Error).message}`);
      return false;
    }
  }

  /** Burns one verification's worth of time and answers false. */
  async verifyAgainstDummy(password: string): Promise<false> {
    await this.verify(await this.dummy(), password);
    return false;
  }

  private dummy(): Promise<string> {
    this.dummyHash ??= this.hash(randomBytes(16).toString('base64url'));
    return this.dummyHash;
  }
}
