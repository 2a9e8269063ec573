import { randomBytes } from 'node:crypto';
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { INestApplication, Logger } from '@nestjs/common';
import request from 'supertest';
import { loadConfig } from '@app/config';
import { identityConfigSchema, identityService } from '@app/identity';
import { createServiceApp } from '@app/service-kit';
import { createTestDatabase, TestDatabase, uniqueNamespace, waitFor, codeIn } from '@app/testing';

jest.setTimeout(60_000);

describe('mail without SMTP_URL', () => {
  let database: TestDatabase;
  let dataDir: string;
  let app: INestApplication;

  beforeAll(async () => {
    Logger.overrideLogger(['error']);
    database = await createTestDatabase('identity-mail-files');
    dataDir = await mkdtemp(join(tmpdir(), 'identity-mail-'));
    const config = loadConfig(identityConfigSchema, {
      NODE_ENV: 'test',
      LOG_LEVEL: 'error',
      DATABASE_URL: database.url,
      INTERNAL_SECRET: randomBytes(32).toString('hex'),
      EVENTS_NAMESPACE: uniqueNamespace('mail-files'),
      DATA_DIR: dataDir,
    });
    app = await createServiceApp(identityService, config, { handleSignals: false });
    await app.init();
  });

  afterAll(async () => {
    await app?.close();
    await database?.drop();
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it('writes each mail as an .eml file under DATA_DIR/mail, whose code verifies the address', async () => {
    const email = 'file.mail@example.ie';
    const registered = await request(app.getHttpServer()).post('/api/auth/register').send({
      firstName: 'File',
      lastName: 'Mail',
      email,
      password: 'Str0ng!Pass',
      city: 'Cork',
    });
    expect(registered.status).toBe(201);
    const mailDir = join(dataDir, 'mail');
    const [file] = await waitFor('the mail file', async () => {
      const files = (await readdir(mailDir)).filter((name) => name.endsWith(`-${email}.eml`));
      return files.length > 0 ? files : undefined;
    });
    const raw = await readFile(join(mailDir, file), 'utf8');
    expect(raw).toContain(`To: ${email}`);
    expect(raw).toContain('From: Local Shop Marketplace <no-reply@localshop.ie>');
    const code = codeIn(raw)!;
    expect(code).toMatch(/^\d{6}$/);
    const verified = await request(app.getHttpServer()).post('/api/auth/verify-email').send({ email, code });
    expect(verified.status).toBe(200);
  });
});
