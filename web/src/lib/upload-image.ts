import { uploadImageResponseSchema } from '@app/contracts';

import { readJson, throwIfResNotOk } from '@/lib/api-client';

/**
 * POST /api/upload/image, multipart with the `image` field, answers { imageUrl }. A failed upload is reported, not
 * replaced by a data URL: the server stores image addresses, not megabytes of base64 (docs/decisions.md). Shared:
 * the dashboard's galleries and the chat composer both upload through it.
 */
export async function uploadImage(file: File): Promise<string> {
  const body = new FormData();
  body.append('image', file);
  const res = await fetch('/api/upload/image', { method: 'POST', body, credentials: 'include' });
  await throwIfResNotOk(res);
  return uploadImageResponseSchema.parse(await readJson<unknown>(res)).imageUrl;
}
