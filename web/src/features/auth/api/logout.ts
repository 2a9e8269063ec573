import { apiRequest } from '@/lib/api-client';

import type { AuthKind } from '../types';

const logoutPaths: Record<AuthKind, string> = {
  customer: '/api/customer/logout',
  shop_owner: '/api/shop-owner/logout',
  user: '/api/logout',
};

/** POST /api/customer/logout, /api/shop-owner/logout or /api/logout. */
export async function logout(kind: AuthKind): Promise<void> {
  await apiRequest(logoutPaths[kind], 'POST');
}
