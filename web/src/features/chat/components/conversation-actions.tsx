import { Ban, Flag } from 'lucide-react';
import { useState } from 'react';

import type { ChatConversationResponse } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

import { useSetConversationBlocked } from '../api/block-conversation';
import { ReportConversationDialog } from './report-conversation-dialog';

/**
 * Trust actions of an open conversation: the shop owner blocks or unblocks the customer; either party reports
 * the conversation to the admins.
 */
export function ConversationActions({ conversation }: { conversation: ChatConversationResponse }) {
  const [reporting, setReporting] = useState(false);
  const setBlocked = useSetConversationBlocked();
  const isOwner = conversation.viewerRole === 'shop_owner';
  const customerBlocked = conversation.blockedParty === 'customer';

  const toggleBlock = () =>
    setBlocked.mutate(
      { conversationId: conversation.id, blocked: !customerBlocked },
      {
        onSuccess: () =>
          toast({
            title: customerBlocked ? 'Unblocked' : 'Blocked',
            description: customerBlocked
              ? `${conversation.customer.name} can message your shop again.`
              : `${conversation.customer.name} can no longer message your shop.`,
          }),
        onError: (error) =>
          toast({ variant: 'destructive', title: 'Error', description: getErrorMessage(error, 'Please try again.') }),
      },
    );

  return (
    <div className="flex items-center gap-1">
      {isOwner && (
        <Button variant="ghost" size="sm" onClick={toggleBlock} disabled={setBlocked.isPending}>
          <Ban aria-hidden="true" />
          {customerBlocked ? 'Unblock' : 'Block'}
        </Button>
      )}
      <Button variant="ghost" size="sm" onClick={() => setReporting(true)}>
        <Flag aria-hidden="true" />
        Report
      </Button>
      <ReportConversationDialog
        conversationId={reporting ? conversation.id : null}
        onClose={() => setReporting(false)}
      />
    </div>
  );
}
