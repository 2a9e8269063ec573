import { Store, UserRound } from 'lucide-react';
import { useState } from 'react';
import { useLocation } from 'wouter';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths } from '@/config/paths';
import { savePendingRating } from '@/lib/pending-rating';

import { RatingFields } from './rating-fields';

type RateSignInDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopId: string | number;
  shopName?: string;
};

/**
 * What a signed-out person sees on Rate (spec section 2): the login-type chooser ('Choose Login Type', Shop Owner
 * Login or Customer Login). The stars and comment chosen here are kept in the browser session as the pending rating
 * (spec section 4) and submitted on the shop page once the person has signed in or registered.
 */
export function RateSignInDialog({ open, onOpenChange, shopId, shopName }: RateSignInDialogProps) {
  const [, navigate] = useLocation();
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');

  const choose = (href: string) => {
    if (rating >= 1) {
      const trimmed = comment.trim();
      savePendingRating({
        shopId: typeof shopId === 'number' ? shopId : /^\d+$/.test(shopId) ? Number(shopId) : shopId,
        ...(shopName ? { shopName } : {}),
        rating,
        ...(trimmed ? { comment: trimmed } : {}),
      });
    }
    onOpenChange(false);
    navigate(href);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Choose Login Type</DialogTitle>
          <DialogDescription>
            Sign in to rate {shopName ?? 'this shop'}. Choose your stars now and we will submit your rating once you are
            signed in.
          </DialogDescription>
        </DialogHeader>
        <RatingFields
          idPrefix="rate-sign-in"
          rating={rating}
          comment={comment}
          onRatingChange={setRating}
          onCommentChange={setComment}
        />
        <div className="grid gap-3 pt-2">
          <Button size="lg" onClick={() => choose(paths.shopOwnerAuth.getHref())}>
            <Store aria-hidden="true" />
            Shop Owner Login
          </Button>
          <Button size="lg" variant="outline" onClick={() => choose(paths.customerAuth.getHref())}>
            <UserRound aria-hidden="true" />
            Customer Login
          </Button>
        </div>
      </DialogContent>
    </Dialog>
  );
}
