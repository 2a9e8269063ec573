import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { MAX_REVIEW_REPLY_LENGTH, reviewReplySchema, type ReviewReplyRequest } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

import { useReplyToReview } from '../api/reply-to-review';

type ReplyFormProps = {
  shopId: string | number;
  reviewId: number;
  initialText?: string;
  onDone: () => void;
};

/** The shop owner's answer to one review, checked with the server's own schema (1 to 1,000 characters). */
export function ReplyForm({ shopId, reviewId, initialText = '', onDone }: ReplyFormProps) {
  const reply = useReplyToReview();
  const form = useForm<ReviewReplyRequest>({
    resolver: zodResolver(reviewReplySchema),
    defaultValues: { text: initialText },
  });

  const onSubmit = form.handleSubmit((values) => {
    reply.mutate(
      { shopId, reviewId, ...values },
      {
        onSuccess: () => {
          toast({ title: 'Reply posted', description: 'Your response now shows under the review.' });
          onDone();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: getErrorMessage(error, 'Failed to post your reply. Please try again.'),
          }),
      },
    );
  });

  return (
    <Form {...form}>
      <form noValidate onSubmit={(event) => void onSubmit(event)} className="mt-3 grid gap-2">
        <FormField
          control={form.control}
          name="text"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Your reply</FormLabel>
              <FormControl>
                <Textarea {...field} rows={3} maxLength={MAX_REVIEW_REPLY_LENGTH} placeholder="Thank the customer…" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="flex gap-2">
          <Button type="submit" size="sm" disabled={reply.isPending}>
            {reply.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Post Reply
          </Button>
          <Button type="button" size="sm" variant="outline" onClick={onDone}>
            Cancel
          </Button>
        </div>
      </form>
    </Form>
  );
}
