import { Clock, Truck } from 'lucide-react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';

const deliveryDetails = ['Product name', 'Shop name', 'Quantity', 'Shop location', 'Delivery address'];

/**
 * How to ask for a delivery (spec section 1): an e-mail to the support address with the subject 'Delivery' and
 * the listed details. The address itself is not shown.
 */
export function QuickDeliveryDialog({ open, onOpenChange }: { open: boolean; onOpenChange: (open: boolean) => void }) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle className="flex items-center gap-2">
            <Truck className="size-5 text-primary" aria-hidden="true" />
            Quick Delivery
          </DialogTitle>
          <DialogDescription>
            To request a delivery, e-mail our support team with the subject &lsquo;Delivery&rsquo; and include these
            details:
          </DialogDescription>
        </DialogHeader>
        <ul className="grid gap-2 rounded-lg bg-muted/60 p-4 text-sm">
          {deliveryDetails.map((detail) => (
            <li key={detail} className="flex items-center gap-2">
              <span className="size-1.5 rounded-full bg-primary" aria-hidden="true" />
              {detail}
            </li>
          ))}
        </ul>
        <p className="flex items-center gap-2 rounded-lg border border-primary/20 bg-accent px-4 py-3 text-sm font-medium text-accent-foreground">
          <Clock className="size-4 shrink-0" aria-hidden="true" />
          We&apos;ll contact you within 24 hours to confirm your delivery!
        </p>
        <DialogFooter>
          <DialogClose asChild>
            <Button>Got it</Button>
          </DialogClose>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
