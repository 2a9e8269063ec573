import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'wouter';

import { toast } from '@/components/ui/use-toast';
import { paths } from '@/config/paths';

import { signOutRefreshKeys } from '../api/keys';
import { logout } from '../api/logout';
import type { AuthKind } from '../types';
import { useAuth } from './use-auth';

const redirectAfterSignOut: Record<AuthKind, string> = {
  customer: paths.customerAuth.getHref(),
  shop_owner: paths.shopOwnerAuth.getHref(),
  user: paths.home.getHref(),
};

/**
 * Signs out of every sign-in the person holds, customer first, then shop owner, then general user (spec section 4).
 * The redirect follows the first of them: /customer-auth, /shop-owner-auth or /. A failure is logged and toasted,
 * and the redirect still happens.
 */
export function useSignOut() {
  const { kinds } = useAuth();
  const queryClient = useQueryClient();
  const [, navigate] = useLocation();

  const mutation = useMutation({
    mutationFn: async (toSignOut: AuthKind[]) => {
      for (const kind of toSignOut) await logout(kind);
    },
  });

  const signOut = () => {
    const toSignOut: AuthKind[] = kinds.length > 0 ? kinds : ['user'];
    mutation.mutate(toSignOut, {
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
        navigate(redirectAfterSignOut[toSignOut[0]]);
        for (const kind of toSignOut) {
          for (const queryKey of signOutRefreshKeys[kind]) void queryClient.invalidateQueries({ queryKey });
        }
      },
    });
  };

  return { signOut, isSigningOut: mutation.isPending };
}
