import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';

import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';

import { refreshSession } from '../api/keys';
import { logout } from '../api/logout';
import type { AuthKind } from '../types';
import { useAuth } from './use-auth';

const redirectAfterSignOut: Record<AuthKind, string> = {
  customer: paths.customerAuth.getHref(),
  shop_owner: paths.shopOwnerAuth.getHref(),
  user: paths.home.getHref(),
};

/**
 * Signs out (spec section 4): the customer check takes priority over the shop owner, then the general user, and
 * that sign-in's endpoint ends the one session cookie. The redirect follows it: /customer-auth, /shop-owner-auth
 * or /. A failure is logged and toasted, and the redirect still happens. Every session query is refreshed
 * afterwards, so the header shows the signed-out state.
 */
export function useSignOut() {
  const { kinds, isAdmin } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const mutation = useMutation({ mutationFn: logout });

  const signOut = () => {
    const kind: AuthKind = kinds[0] ?? 'user';
    mutation.mutate(kind, {
      onSuccess: () => {
        toast({ title: 'Signed Out' });
      },
      onError: (error) => {
        console.error('Logout error:', error);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'There was an error signing out. Please try again.',
        });
      },
      onSettled: () => {
        // An admin is a general user of the spec: back to the home page, not a sign-in screen (issue 24).
        navigate(isAdmin ? paths.home.getHref() : redirectAfterSignOut[kind]);
        void refreshSession(queryClient);
      },
    });
  };

  return { signOut, isSigningOut: mutation.isPending };
}
