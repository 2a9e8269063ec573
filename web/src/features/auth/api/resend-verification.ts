import { useMutation } from '@tanstack/react-query';

import type { EmailOnlyRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { readMessage } from '../lib/read-message';

/** POST /api/auth/resend-verification: `{ email }`. */
export async function resendVerification(request: EmailOnlyRequest): Promise<string | undefined> {
  return readMessage(await apiRequest<unknown>('/api/auth/resend-verification', 'POST', request));
}

export const useResendVerification = () => useMutation({ mutationFn: resendVerification });
