import { useMutation } from '@tanstack/react-query';

import type { EmailOnlyRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { readMessage } from '../lib/read-message';

/** POST /api/auth/request-password-reset: `{ email }`; a 6-digit code is e-mailed. */
export async function requestPasswordReset(request: EmailOnlyRequest): Promise<string | undefined> {
  return readMessage(await apiRequest<unknown>('/api/auth/request-password-reset', 'POST', request));
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
