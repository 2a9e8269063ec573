import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';
import { toast } from '@/components/ui/use-toast';

import { usePreferences, useUpdatePreferences } from '../api/preferences';

/**
 * The profile's choice of e-mails about unread chat messages (issue 17): on by default; an e-mail goes when a
 * message waits unread for ten minutes, at most one per conversation per 15 minutes.
 */
export function ChatEmailPreference() {
  const preferences = usePreferences();
  const update = useUpdatePreferences();
  if (!preferences.data) return null;
  const emailsOn = !preferences.data.chatEmailOptOut;
  return (
    <Card>
      <CardContent className="flex items-start gap-3 py-4">
        <Checkbox
          id="chat-email-preference"
          checked={emailsOn}
          disabled={update.isPending}
          onCheckedChange={(checked) =>
            update.mutate(
              { chatEmailOptOut: checked !== true },
              {
                onError: () =>
                  toast({ variant: 'destructive', title: 'Error', description: 'Could not save your choice.' }),
              },
            )
          }
        />
        <div className="grid gap-1">
          <Label htmlFor="chat-email-preference">E-mail me about unread messages</Label>
          <p className="text-sm text-muted-foreground">
            When a chat message waits unread for a while, we send a short e-mail with a link (never the message).
          </p>
        </div>
      </CardContent>
    </Card>
  );
}
