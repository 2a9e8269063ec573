import { useMutation } from '@tanstack/react-query';

import type { ResetPasswordRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { readMessage } from '../lib/read-message';

/** POST /api/auth/reset-password: `{ email, code, newPassword, confirmPassword }`. */
export async function resetPassword(request: ResetPasswordRequest): Promise<string | undefined> {
  return readMessage(await apiRequest<unknown>('/api/auth/reset-password', 'POST', request));
}

export const useResetPassword = () => useMutation({ mutationFn: resetPassword });
