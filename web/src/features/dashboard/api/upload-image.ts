import { useMutation } from '@tanstack/react-query';

import { uploadImageResponseSchema } from '@app/contracts';

import { readJson, throwIfResNotOk } from '@/lib/api-client';

import { dashboardPaths } from './keys';

export type UploadedImage = {
  imageUrl: string;
  /** False when the upload failed and the image is the file read locally as a data URL (spec 001 section 7). */
  uploaded: boolean;
};

function readAsDataUrl(file: File): Promise<string> {
  return new Promise((resolve, reject) => {
    const reader = new FileReader();
    reader.onload = () =>
      typeof reader.result === 'string' ? resolve(reader.result) : reject(new Error('Unreadable file'));
    reader.onerror = () => reject(reader.error ?? new Error('Unreadable file'));
    reader.readAsDataURL(file);
  });
}

/**
 * POST /api/upload/image, multipart with the `image` field, answers { imageUrl }. On failure the file is read
 * locally as a data URL and used as the image value instead (spec 001 section 7).
 */
export async function uploadImage(file: File): Promise<UploadedImage> {
  try {
    const body = new FormData();
    body.append('image', file);
    const res = await fetch(dashboardPaths.uploadImage, { method: 'POST', body, credentials: 'include' });
    await throwIfResNotOk(res);
    const { imageUrl } = uploadImageResponseSchema.parse(await readJson<unknown>(res));
    return { imageUrl, uploaded: true };
  } catch (error) {
    console.warn('Image upload failed; using the file as a data URL', error);
    return { imageUrl: await readAsDataUrl(file), uploaded: false };
  }
}

export const useUploadImage = () => useMutation({ mutationFn: uploadImage });
