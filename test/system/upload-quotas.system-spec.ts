import { randomBytes } from 'node:crypto';
import sharp from 'sharp';
import { SESSION_COOKIE } from '@app/contracts';
import { BrowserLikeClient } from './support/http-client';
import { startSystem, SystemUnderTest } from './support/system-under-test';

/**
 * Issue 18 item 9: per-person upload quotas through the gateway, identity and catalog as processes. The quotas are
 * lowered by configuration (3 images a day, 20,000 stored bytes) so the test reaches them in a few uploads.
 */
describe('upload quotas', () => {
  const tag = randomBytes(3).toString('hex');
  let system: SystemUnderTest;

  beforeAll(async () => {
    system = await startSystem('upload-quotas', ['identity', 'catalog'], {
      serviceEnv: { UPLOAD_DAILY_IMAGES: '3', UPLOAD_TOTAL_BYTES: '20000' },
    });
  });

  afterAll(() => system?.stop());

  async function signedIn(label: string): Promise<BrowserLikeClient> {
    const browser = new BrowserLikeClient(system.gateway.url);
    const response = await browser.post('/api/customer/register', {
      firstName: 'Roisin',
      lastName: 'Kelly',
      contact: `${label}-${tag}@example.ie`,
      city: 'Athlone',
      password: 'secret1',
    });
    expect(response.status).toBe(201);
    return browser;
  }

  async function upload(browser: BrowserLikeClient, image: Buffer): Promise<{ status: number; json: any }> {
    const form = new FormData();
    form.append('image', new Blob([new Uint8Array(image)], { type: 'image/png' }), 'photo.png');
    const response = await fetch(`${system.gateway.url}/api/upload/image`, {
      method: 'POST',
      headers: { cookie: `${SESSION_COOKIE}=${browser.cookie(SESSION_COOKIE)}` },
      body: form,
    });
    return { status: response.status, json: await response.json() };
  }

  const small = (shade: number) =>
    sharp({ create: { width: 40, height: 30, channels: 3, background: { r: shade, g: 40, b: 90 } } })
      .png()
      .toBuffer();
  /** Random pixels: WebP cannot shrink them, so the stored image is far over 20,000 bytes. */
  const noisy = () =>
    sharp(randomBytes(300 * 300 * 3), { raw: { width: 300, height: 300, channels: 3 } })
      .png()
      .toBuffer();

  it('answers 429 with a message once a person uploaded the daily number of images', async () => {
    const browser = await signedIn('daily');
    for (let index = 0; index < 3; index += 1) {
      expect((await upload(browser, await small(index * 40))).status).toBe(201);
    }
    const refused = await upload(browser, await small(200));
    expect(refused.status).toBe(429);
    expect(refused.json.message).toBe('You can upload at most 3 images a day. Please try again tomorrow.');
    // Another person is not affected.
    expect((await upload(await signedIn('other'), await small(10))).status).toBe(201);
  });

  it('answers 413 with a message when an image would take the person past their stored bytes', async () => {
    const browser = await signedIn('storage');
    expect((await upload(browser, await small(90))).status).toBe(201);
    const refused = await upload(browser, await noisy());
    expect(refused.status).toBe(413);
    expect(refused.json.message).toBe('Your images can take up at most 20 KB in all, and this one does not fit.');
    const stored = await system.sql.query(
      'SELECT count(*)::int AS images FROM catalog.uploaded_images WHERE user_id = (SELECT max(user_id) FROM catalog.uploaded_images)',
    );
    expect(stored.rows[0].images).toBe(1);
  });
});
