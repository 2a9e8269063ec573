import { Loader2 } from 'lucide-react';
import { useState } from 'react';

import { RATING_REQUIRED_MESSAGE } from '@app/contracts';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

import { useSubmitReview } from '../api/submit-review';
import { RatingFields } from './rating-fields';

type RatingDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  shopId: string | number;
  shopName?: string;
};

/**
 * The rating dialog of a signed-in person (spec sections 2, 4, 5, 8): stars and a comment of 3 rows. Without stars
 * 'Rating Required'; on success 'Rating submitted', the dialog closes and resets and shop queries refresh; on
 * failure 'Error' with the server's message.
 */
export function RatingDialog({ open, onOpenChange, shopId, shopName }: RatingDialogProps) {
  const [rating, setRating] = useState(0);
  const [comment, setComment] = useState('');
  const submit = useSubmitReview();

  const reset = () => {
    setRating(0);
    setComment('');
  };

  const onSubmit = () => {
    if (rating < 1) {
      toast({ variant: 'destructive', title: 'Rating Required', description: RATING_REQUIRED_MESSAGE });
      return;
    }
    submit.mutate(
      { shopId, rating, comment },
      {
        onSuccess: () => {
          toast({ title: 'Rating submitted', description: 'Thank you for your feedback!' });
          reset();
          onOpenChange(false);
        },
        onError: (error) => {
          toast({
            variant: 'destructive',
            title: 'Error',
            description: getErrorMessage(error, 'Failed to submit rating. Please try again.'),
          });
        },
      },
    );
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>{shopName ? `Rate ${shopName}` : 'Rate This Shop'}</DialogTitle>
          <DialogDescription>How was your experience? Your rating helps other customers.</DialogDescription>
        </DialogHeader>
        <form
          noValidate
          className="grid gap-4"
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
        >
          <RatingFields
            idPrefix="rating-dialog"
            rating={rating}
            comment={comment}
            onRatingChange={setRating}
            onCommentChange={setComment}
            disabled={submit.isPending}
          />
          <DialogFooter>
            <Button type="button" variant="outline" onClick={() => onOpenChange(false)}>
              Cancel
            </Button>
            <Button type="submit" disabled={submit.isPending}>
              {submit.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Submit Rating
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
