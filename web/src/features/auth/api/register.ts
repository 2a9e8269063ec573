import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authResultResponseSchema, type AuthResultResponse, type RegisterRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { refreshSession } from './keys';

/**
 * POST /api/auth/register: `{ firstName, lastName, email, phone, password, city, role, contactMethod }` →
 * `{ message, requiresVerification, user }`.
 */
export async function register(request: RegisterRequest): Promise<AuthResultResponse> {
  const payload = { ...request, contactMethod: request.contactMethod ?? 'email' };
  return authResultResponseSchema.parse(await apiRequest<unknown>('/api/auth/register', 'POST', payload));
}

export function useRegister() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: register, onSuccess: () => refreshSession(queryClient) });
}
