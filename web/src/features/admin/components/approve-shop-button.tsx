import { Check } from 'lucide-react';
import { useId } from 'react';

import { Button } from '@/components/ui/button';
import { getErrorMessage, getErrorStatus } from '@/lib/api-client';

import type { AdminShop } from '../api/get-pending-shops';

type ApproveShopButtonProps = {
  shop: Pick<AdminShop, 'approvalBlockedReason'>;
  busy: boolean;
  onApprove: () => void;
};

/**
 * Approve in both admin panels (issue 15). While the server would refuse it (the owner has not paid and approval
 * needs a subscription) the button is disabled as 'Awaiting payment' with the server's reason beside it.
 */
export function ApproveShopButton({ shop, busy, onApprove }: ApproveShopButtonProps) {
  const reasonId = useId();
  if (shop.approvalBlockedReason) {
    return (
      <span className="flex items-center gap-2">
        <Button size="sm" disabled aria-describedby={reasonId}>
          Awaiting payment
        </Button>
        <span id={reasonId} className="text-xs text-muted-foreground">
          {shop.approvalBlockedReason}
        </span>
      </span>
    );
  }
  return (
    <Button size="sm" disabled={busy} onClick={onApprove}>
      <Check aria-hidden="true" /> Approve
    </Button>
  );
}

/** A refused approval (409: the owner stopped paying since the list loaded) shows the server's reason. */
export function approvalFailureMessage(error: unknown, fallback: string): string {
  return getErrorStatus(error) === 409 ? getErrorMessage(error, fallback) : fallback;
}
