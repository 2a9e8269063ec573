import { lazy, Suspense, useState, type ReactNode } from 'react';

import { useGuestSession } from '@/features/auth/api/get-guest-session';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { FavoriteButton } from '@/features/reviews/components/favorite-button';
import { useFavoriteHearts } from '@/features/reviews/hooks/use-favorite-hearts';

// The guest form (react-hook-form, zod) loads the first time a visitor needs it, not with the shop pages.
const GuestSessionDialog = lazy(() =>
  import('@/features/auth/components/guest-session-dialog').then((module) => ({ default: module.GuestSessionDialog })),
);

/**
 * The hearts of the shop pages, composed from the auth and reviews features: a customer or a guest with an active
 * guest session saves at once; a visitor first gives an email or phone ('Save to Favorites', spec section 2), then
 * the shop is saved. Signed-in shop owners and admins get no heart (favourites are for customers, spec section 6).
 */
export function useRouteFavoriteHearts(): {
  renderFavorite: ((shopId: number) => ReactNode) | undefined;
  guestDialog: ReactNode;
} {
  const auth = useAuth();
  const guest = useGuestSession();
  const [guestDialogOpen, setGuestDialogOpen] = useState(false);
  const [guestDialogWanted, setGuestDialogWanted] = useState(false);
  const visible = !auth.isLoading && (auth.isCustomer || !auth.isAuthenticated);
  const hearts = useFavoriteHearts({
    canSave: visible && (auth.isCustomer || guest.isActive),
    onNeedIdentity: () => {
      setGuestDialogWanted(true);
      setGuestDialogOpen(true);
    },
  });
  return {
    renderFavorite: visible ? (shopId) => <FavoriteButton shopId={shopId} hearts={hearts} /> : undefined,
    guestDialog: guestDialogWanted ? (
      <Suspense fallback={null}>
        <GuestSessionDialog
          open={guestDialogOpen}
          onOpenChange={setGuestDialogOpen}
          onSuccess={() => hearts.resume()}
        />
      </Suspense>
    ) : null,
  };
}
