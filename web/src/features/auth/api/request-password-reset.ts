import { useMutation } from '@tanstack/react-query';

import type { PasswordResetRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { readMessage } from '../lib/read-message';

/** POST /api/auth/request-password-reset: `{ email }` or `{ phone }`; a 6-digit code goes by e-mail or SMS. */
export async function requestPasswordReset(request: PasswordResetRequest): Promise<string | undefined> {
  return readMessage(await apiRequest<unknown>('/api/auth/request-password-reset', 'POST', request));
}

export const useRequestPasswordReset = () => useMutation({ mutationFn: requestPasswordReset });
