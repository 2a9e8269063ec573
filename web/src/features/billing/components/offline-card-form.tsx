import { zodResolver } from '@hookform/resolvers/zod';
import { FlaskConical, Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { offlinePaymentSchema } from '@app/contracts';

import { Alert, AlertDescription, AlertTitle } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

const cardSchema = offlinePaymentSchema.omit({ subscriptionId: true });
type CardInput = z.input<typeof cardSchema>;
type Card = z.output<typeof cardSchema>;

type OfflineCardFormProps = {
  payLabel: string;
  isPaying: boolean;
  onPay: (card: Card) => void;
};

/**
 * The card form of the offline test mode (shared DECISIONS: payments), labelled as such: no money moves; the
 * server simulates the card and records the outcome through its webhook path.
 */
export function OfflineCardForm({ payLabel, isPaying, onPay }: OfflineCardFormProps) {
  const form = useForm<CardInput, unknown, Card>({
    resolver: zodResolver(cardSchema),
    defaultValues: { cardNumber: '', expiry: '', cvc: '' },
  });

  return (
    <Form {...form}>
      <form className="grid gap-4" noValidate onSubmit={(event) => void form.handleSubmit(onPay)(event)}>
        <Alert>
          <FlaskConical aria-hidden="true" />
          <AlertTitle>Offline test mode</AlertTitle>
          <AlertDescription>
            No real payment is taken. Pay with the test card 4242 4242 4242 4242; 4000 0000 0000 0002 is declined. Any
            future expiry date and any CVC work.
          </AlertDescription>
        </Alert>
        <FormField
          control={form.control}
          name="cardNumber"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Card number</FormLabel>
              <FormControl>
                <Input {...field} inputMode="numeric" autoComplete="cc-number" placeholder="4242 4242 4242 4242" />
              </FormControl>
              <FormMessage />
            </FormItem>
          )}
        />
        <div className="grid grid-cols-2 gap-4">
          <FormField
            control={form.control}
            name="expiry"
            render={({ field }) => (
              <FormItem>
                <FormLabel>Expiry (MM/YY)</FormLabel>
                <FormControl>
                  <Input {...field} inputMode="numeric" autoComplete="cc-exp" placeholder="12/34" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
          <FormField
            control={form.control}
            name="cvc"
            render={({ field }) => (
              <FormItem>
                <FormLabel>CVC</FormLabel>
                <FormControl>
                  <Input {...field} inputMode="numeric" autoComplete="cc-csc" placeholder="123" />
                </FormControl>
                <FormMessage />
              </FormItem>
            )}
          />
        </div>
        <Button type="submit" size="lg" disabled={isPaying}>
          {isPaying && <Loader2 className="animate-spin" aria-hidden="true" />}
          {payLabel}
        </Button>
      </form>
    </Form>
  );
}
