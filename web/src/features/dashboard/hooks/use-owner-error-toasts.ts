import { useCallback, useEffect, useRef } from 'react';

import { toast } from '@/components/ui/use-toast';
import { providerLoginHref } from '@/config/paths';
import { getErrorMessage, getErrorStatus, isUnauthorizedError } from '@/lib/api-client';

/** Spec 001 sections 8 and 9: after 'Unauthorized' the person is sent to /api/login after 0.5 s. */
const LOGGED_OUT_REDIRECT_MS = 500;

export function isLoggedOutError(error: unknown): boolean {
  return getErrorStatus(error) === 401 || isUnauthorizedError(error);
}

/**
 * The failure toast of an owner's create (spec 001 section 8): a 401 says 'Unauthorized: You are logged out. Logging
 * in again...' and opens /api/login after 0.5 s; anything else says '{prefix}: {message or Please try again.}'.
 */
export function useOwnerFailureToast() {
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  return useCallback((prefix: string, error: unknown) => {
    if (isLoggedOutError(error)) {
      toast({ variant: 'destructive', title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
      clearTimeout(timer.current);
      timer.current = setTimeout(() => window.location.assign(providerLoginHref()), LOGGED_OUT_REDIRECT_MS);
      return;
    }
    toast({
      variant: 'destructive',
      title: 'Error',
      description: `${prefix}: ${getErrorMessage(error, 'Please try again.')}`,
    });
  }, []);
}
