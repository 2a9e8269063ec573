import { zodResolver } from '@hookform/resolvers/zod';
import { useForm, type FieldErrors } from 'react-hook-form';

import { guestSessionRequestSchema, type GuestSessionRequest } from '@app/contracts';

import { FormDialog } from '@/components/form/form-dialog';
import { SubmitButton, TextField } from '@/components/form/form-fields';
import { toast } from '@/components/ui/use-toast';

import { useCreateGuestSession } from '../api/create-guest-session';
import type { GuestSession } from '../api/get-guest-session';

/** Spec section 5: the message when neither an email nor a phone is given. */
const CONTACT_REQUIRED = 'Please provide either an email or phone number.';

export type GuestSessionDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Runs after the guest session exists (the favourites screen then runs the pending action). */
  onSuccess?: (guestSession: GuestSession | null) => void;
};

/**
 * The guest 'Save to Favorites' dialog (spec sections 2, 4, 5, 8): an email or a phone number keeps a guest's
 * favourites and message history. It closes on success and then runs `onSuccess`.
 */
export function GuestSessionDialog({ open, onOpenChange, onSuccess }: GuestSessionDialogProps) {
  const create = useCreateGuestSession();
  const form = useForm({ resolver: zodResolver(guestSessionRequestSchema), defaultValues: { email: '', phone: '' } });

  const onInvalid = (errors: FieldErrors<GuestSessionRequest>) => {
    if (errors.email?.message === CONTACT_REQUIRED) {
      form.clearErrors('email');
      toast({ variant: 'destructive', title: 'Contact Required', description: CONTACT_REQUIRED });
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    create.mutate(values, {
      onSuccess: (guestSession) => {
        toast({
          title: 'Guest Session Created',
          description: 'You can now save favorites and access message history.',
        });
        form.reset();
        onOpenChange(false);
        onSuccess?.(guestSession);
      },
      onError: (error) => {
        console.error('Guest session creation failed:', error);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: 'Failed to create guest session. Please try again.',
        });
      },
    });
  }, onInvalid);

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title="Save to Favorites"
      description="Leave an email or a phone number and we will keep your favourites and message history for you."
      className="sm:max-w-md"
      form={form}
      onSubmit={onSubmit}
      submit={<SubmitButton pending={create.isPending}>Continue as Guest</SubmitButton>}
    >
      <TextField
        control={form.control}
        name="email"
        label="Email"
        type="email"
        placeholder="you@example.com"
        autoComplete="email"
      />
      <TextField
        control={form.control}
        name="phone"
        label="Phone"
        type="tel"
        placeholder="+1 (555) 123-4567"
        autoComplete="tel"
      />
    </FormDialog>
  );
}
