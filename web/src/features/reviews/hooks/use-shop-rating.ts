import { useEffect, useRef, useState } from 'react';
import { useLocation, useSearch } from 'wouter';

import { toast } from '@/components/ui/use-toast';
import { clearPendingRating, readPendingRating } from '@/lib/pending-rating';

import { useSubmitReview } from '../api/submit-review';

type ShopRatingOptions = {
  shopId: string;
  /** A customer or shop owner is signed in (either may rate, spec section 6). */
  isSignedIn: boolean;
  /** While the sign-in checks run, neither the pending rating nor ?action=rate is acted on. */
  isAuthLoading: boolean;
};

export type ShopRatingFlow = {
  shopId: string;
  /** The rating dialog of a signed-in person. */
  dialogOpen: boolean;
  setDialogOpen: (open: boolean) => void;
  /** The login-type chooser of a signed-out person. */
  chooserOpen: boolean;
  setChooserOpen: (open: boolean) => void;
  /** What Rate This Shop does: the dialog when signed in, else the chooser. */
  start: () => void;
};

/**
 * The rating flow of the shop page (spec sections 2 and 4): Rate opens the dialog or, signed out, the login chooser;
 * `?action=rate` does the same on load and is removed from the address; a pending rating of this shop, saved before
 * sign-in, is submitted once the person is signed in, then cleared.
 */
export function useShopRating({ shopId, isSignedIn, isAuthLoading }: ShopRatingOptions): ShopRatingFlow {
  const [location, navigate] = useLocation();
  const search = useSearch();
  const [opened, setOpened] = useState<'dialog' | 'chooser' | null>(null);
  // ?action=rate as the page loaded: it opens the dialog (or the chooser) once the sign-in checks are done.
  const [rateRequested, setRateRequested] = useState(() => new URLSearchParams(search).get('action') === 'rate');
  const submit = useSubmitReview();
  const { mutate } = submit;
  const pendingHandled = useRef(false);

  const fromAddress = rateRequested && !isAuthLoading ? (isSignedIn ? 'dialog' : 'chooser') : null;
  const current = opened ?? fromAddress;
  const show = (which: 'dialog' | 'chooser') => (open: boolean) => {
    setRateRequested(false);
    setOpened(open ? which : null);
  };
  const start = () => show(isSignedIn ? 'dialog' : 'chooser')(true);

  // The parameter leaves the address as soon as it is read.
  useEffect(() => {
    const params = new URLSearchParams(search);
    if (params.get('action') !== 'rate') return;
    params.delete('action');
    const rest = params.toString();
    navigate(rest ? `${location}?${rest}` : location, { replace: true });
  }, [search, location, navigate]);

  useEffect(() => {
    if (isAuthLoading || !isSignedIn || pendingHandled.current) return;
    const pending = readPendingRating();
    if (!pending || String(pending.shopId) !== shopId) return;
    pendingHandled.current = true;
    clearPendingRating();
    mutate(
      { shopId, rating: pending.rating, comment: pending.comment },
      {
        onSuccess: () => toast({ title: 'Rating submitted', description: 'Thank you for your feedback!' }),
        onError: () =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: 'Failed to submit your rating. Please try again.',
          }),
      },
    );
  }, [isAuthLoading, isSignedIn, shopId, mutate]);

  return {
    shopId,
    dialogOpen: current === 'dialog',
    setDialogOpen: show('dialog'),
    chooserOpen: current === 'chooser',
    setChooserOpen: show('chooser'),
    start,
  };
}
