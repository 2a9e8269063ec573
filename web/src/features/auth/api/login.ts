import { useMutation, useQueryClient } from '@tanstack/react-query';

import { authResultResponseSchema, type AuthResultResponse, type LoginRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { refreshSession } from './keys';

/** POST /api/auth/login: `{ email, password, rememberMe }` → `{ message, requiresVerification, user }`. */
export async function login(request: LoginRequest): Promise<AuthResultResponse> {
  return authResultResponseSchema.parse(await apiRequest<unknown>('/api/auth/login', 'POST', request));
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: login, onSuccess: () => refreshSession(queryClient) });
}
