import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';

import { MAX_REPORT_DETAILS_LENGTH } from '@app/contracts';

import { FormDialog } from '@/components/form/form-dialog';
import { SubmitButton, TextAreaField } from '@/components/form/form-fields';
import { FormField, FormItem, FormMessage } from '@/components/ui/form';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

/** What the form holds while it is filled in: no reason chosen yet at first, the details as typed. */
type ReportForm = { reason?: string; details?: string | null };

/** What a valid report sends: one of the reasons and, when given, the trimmed details. */
export type ReportValues<Reason extends string> = { reason: Reason; details?: string };

type ReportDialogProps<Reason extends string> = {
  open: boolean;
  onClose: () => void;
  title: string;
  description: string;
  /** The shared schema of the report (libs/contracts), and its reasons in the order the dialog offers them. */
  schema: z.ZodType<ReportValues<Reason>, z.ZodTypeDef, ReportForm>;
  reasons: readonly Reason[];
  reasonLabels: Record<Reason, string>;
  /** The toast's thanks once the report is in, e.g. 'Thank you. Our team will look at this review.' */
  thanks: string;
  pending: boolean;
  /** Sends the report (the feature's mutation) and calls back with its outcome. */
  send: (values: ReportValues<Reason>, outcome: { onSuccess: () => void; onError: (error: unknown) => void }) => void;
};

/**
 * 'Report review' and 'Report conversation': a reason and optional details for the admins' queue, validated by the
 * shared schema. It thanks the person and closes once the report is in; a failure (a second report is a 409) keeps
 * it open with the server's message.
 */
export function ReportDialog<Reason extends string>({
  open,
  onClose,
  title,
  description,
  schema,
  reasons,
  reasonLabels,
  thanks,
  pending,
  send,
}: ReportDialogProps<Reason>) {
  const form = useForm<ReportForm, unknown, ReportValues<Reason>>({
    resolver: zodResolver(schema),
    defaultValues: { reason: undefined, details: '' },
  });

  const close = () => {
    form.reset({ reason: undefined, details: '' });
    onClose();
  };

  const onSubmit = form.handleSubmit((values) =>
    send(values, {
      onSuccess: () => {
        toast({ title: 'Report sent', description: thanks });
        close();
      },
      onError: (error) =>
        toast({
          variant: 'destructive',
          title: 'Error',
          description: getErrorMessage(error, 'Failed to send your report. Please try again.'),
        }),
    }),
  );

  return (
    <FormDialog
      open={open}
      onClose={close}
      title={title}
      description={description}
      className="sm:max-w-md"
      form={form}
      onSubmit={onSubmit}
      submit={
        <SubmitButton variant="destructive" pending={pending}>
          Send Report
        </SubmitButton>
      }
    >
      <FormField
        control={form.control}
        name="reason"
        render={({ field }) => (
          <FormItem>
            <fieldset className="grid gap-2">
              <legend className="mb-1 text-sm font-medium">Reason</legend>
              {reasons.map((reason) => (
                <label key={reason} className="flex items-center gap-2 text-sm">
                  <input
                    type="radio"
                    name={field.name}
                    value={reason}
                    checked={field.value === reason}
                    onChange={() => field.onChange(reason)}
                    className="size-4 accent-primary"
                  />
                  {reasonLabels[reason]}
                </label>
              ))}
            </fieldset>
            <FormMessage />
          </FormItem>
        )}
      />
      <TextAreaField
        control={form.control}
        name="details"
        label="Details (optional)"
        rows={3}
        maxLength={MAX_REPORT_DETAILS_LENGTH}
      />
    </FormDialog>
  );
}
