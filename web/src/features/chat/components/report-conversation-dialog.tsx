import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useForm } from 'react-hook-form';

import {
  CONVERSATION_REPORT_REASON_LABELS,
  CONVERSATION_REPORT_REASONS,
  conversationReportSchema,
  MAX_REPORT_DETAILS_LENGTH,
  type ConversationReportRequest,
} from '@app/contracts';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

import { useReportConversation } from '../api/report-conversation';

type ReportConversationDialogProps = {
  /** The conversation being reported, or null when the dialog is closed. */
  conversationId: number | null;
  onClose: () => void;
};

/** 'Report conversation': a reason and optional details, for the admins' queue. Once per person. */
export function ReportConversationDialog({ conversationId, onClose }: ReportConversationDialogProps) {
  const report = useReportConversation();
  const form = useForm<ConversationReportRequest>({
    resolver: zodResolver(conversationReportSchema),
    defaultValues: { reason: undefined, details: '' },
  });

  const close = () => {
    form.reset({ reason: undefined, details: '' });
    onClose();
  };

  const onSubmit = form.handleSubmit((values) => {
    if (conversationId === null) return;
    report.mutate(
      { conversationId, ...values },
      {
        onSuccess: () => {
          toast({ title: 'Report sent', description: 'Thank you. Our team will look at this conversation.' });
          close();
        },
        onError: (error) =>
          toast({
            variant: 'destructive',
            title: 'Error',
            description: getErrorMessage(error, 'Failed to send your report. Please try again.'),
          }),
      },
    );
  });

  return (
    <Dialog
      open={conversationId !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Report conversation</DialogTitle>
          <DialogDescription>Tell our team what is wrong in this conversation.</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
            <FormField
              control={form.control}
              name="reason"
              render={({ field }) => (
                <FormItem>
                  <fieldset className="grid gap-2">
                    <legend className="mb-1 text-sm font-medium">Reason</legend>
                    {CONVERSATION_REPORT_REASONS.map((reason) => (
                      <label key={reason} className="flex items-center gap-2 text-sm">
                        <input
                          type="radio"
                          name={field.name}
                          value={reason}
                          checked={field.value === reason}
                          onChange={() => field.onChange(reason)}
                          className="size-4 accent-primary"
                        />
                        {CONVERSATION_REPORT_REASON_LABELS[reason]}
                      </label>
                    ))}
                  </fieldset>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="details"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Details (optional)</FormLabel>
                  <FormControl>
                    <Textarea {...field} value={field.value ?? ''} rows={3} maxLength={MAX_REPORT_DETAILS_LENGTH} />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" variant="destructive" disabled={report.isPending}>
                {report.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                Send Report
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
