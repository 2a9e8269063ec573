import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { VerifyEmailRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { readMessage } from '../lib/read-message';
import { refreshSession } from './keys';

/** POST /api/auth/verify-email: `{ email, code }`; the server's message, if any. */
export async function verifyEmail(request: VerifyEmailRequest): Promise<string | undefined> {
  return readMessage(await apiRequest<unknown>('/api/auth/verify-email', 'POST', request));
}

export function useVerifyEmail() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: verifyEmail, onSuccess: () => refreshSession(queryClient) });
}
