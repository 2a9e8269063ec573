import { useCallback, useEffect, useRef } from 'react';

import { toast } from '@/components/ui/use-toast';
import { paths, providerLoginHref } from '@/config/paths';
import { getErrorStatus, isUnauthorizedError } from '@/lib/api-client';

import { LOGGED_OUT_REDIRECT_MS, useGatedAdminSession } from './use-admin-access';

/**
 * Toasts of the admin actions (spec 001 section 8). A 401 says 'Unauthorized – You are logged out. Logging in
 * again...' and after 500 ms opens /shop-owner-auth for a shop-owner session, otherwise /api/login; any other failure
 * shows the screen's failure message.
 */
export function useAdminActionToasts() {
  const isShopOwner = useGatedAdminSession()?.isShopOwner ?? false;
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const success = useCallback((title: string, description?: string) => {
    toast(description ? { title, description } : { title });
  }, []);

  const failure = useCallback(
    (error: unknown, message: string, title = 'Error') => {
      if (getErrorStatus(error) === 401 || isUnauthorizedError(error)) {
        toast({
          variant: 'destructive',
          title: 'Unauthorized',
          description: 'You are logged out. Logging in again...',
        });
        clearTimeout(timer.current);
        const target = isShopOwner ? paths.shopOwnerAuth.getHref() : providerLoginHref();
        timer.current = setTimeout(() => window.location.assign(target), LOGGED_OUT_REDIRECT_MS);
        return;
      }
      toast({ variant: 'destructive', title, description: message });
    },
    [isShopOwner],
  );

  return { success, failure };
}
