import { createContext, useContext, useEffect, useRef } from 'react';

import { toast } from '@/components/ui/use-toast';
import { providerLoginHref } from '@/config/paths';

/** Spec 001 section 9: the redirect delay when logged out. */
export const LOGGED_OUT_REDIRECT_MS = 500;

/**
 * The signed-in person as the route reads it from the auth feature (features do not import each other): the app's
 * useAdminSession() builds it for the three admin routes.
 */
export type AdminSession = {
  /** The session checks are still loading or refreshing. */
  checking: boolean;
  signedIn: boolean;
  isAdmin: boolean;
  /** A shop-owner session: a 401 on an admin action sends it to /shop-owner-auth (spec 001 section 8). */
  isShopOwner: boolean;
};

export type AdminAccess = 'checking' | 'signed-out' | 'denied' | 'admin';

export const AdminSessionContext = createContext<AdminSession | null>(null);

/** The session the AdminGate around this screen was given. */
export function useGatedAdminSession(): AdminSession | null {
  return useContext(AdminSessionContext);
}

/**
 * Who may see an admin screen (spec 001 sections 2 and 6): an admin sees it; anyone else signed in sees Access
 * Denied; a signed-out person gets 'Unauthorized – You are logged out. Logging in again...' and, after 500 ms, a
 * full navigation to /api/login.
 */
export function useAdminAccess(session: AdminSession): AdminAccess {
  const access: AdminAccess = session.isAdmin
    ? 'admin'
    : session.checking
      ? 'checking'
      : session.signedIn
        ? 'denied'
        : 'signed-out';

  const warned = useRef(false);
  useEffect(() => {
    if (access !== 'signed-out' || warned.current) return;
    warned.current = true;
    toast({ variant: 'destructive', title: 'Unauthorized', description: 'You are logged out. Logging in again...' });
    const timer = setTimeout(() => window.location.assign(providerLoginHref()), LOGGED_OUT_REDIRECT_MS);
    return () => clearTimeout(timer);
  }, [access]);

  return access;
}
