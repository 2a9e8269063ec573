import { zodResolver } from '@hookform/resolvers/zod';
import { Check, EyeOff } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useForm } from 'react-hook-form';

import {
  MAX_DECISION_REASON_LENGTH,
  reportDecisionSchema,
  type ReportDecisionAction,
  type ReportDecisionInput,
  type ReportDecisionRequest,
  type ReportStatus,
} from '@app/contracts';

import { FormDialog } from '@/components/form/form-dialog';
import { TextAreaField } from '@/components/form/form-fields';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';

import { formatAdminDate } from '../lib/format-admin-date';

/** What every reported thing's report carries, whatever was reported (a review, a conversation). */
export type QueuedReport = {
  id: number;
  details: string | null;
  reporter: { name: string | null; email: string | null };
  createdAt: string;
  status: ReportStatus;
  resolution: { reason: string; admin: { name: string | null }; resolvedAt: string } | null;
};

export type ReportQueueRowProps = {
  report: QueuedReport;
  /** The decision of a resolved report in the row's words: 'hide' (hidden, blocked) or 'keep' (kept, dismissed). */
  resolvedAction?: ReportDecisionAction | null;
  /** What was reported, as the admin should read it (a review's stars and text, a conversation's excerpt). */
  subject: ReactNode;
  /** Where the reported thing lives, e.g. the shop's name. */
  context?: ReactNode;
  reasonLabel: string;
  /** The words of each decision for this kind of report, e.g. 'Hide Review' and 'Keep Review'. */
  hideLabel: string;
  keepLabel: string;
  /** How a resolved report names each decision (a review is 'Hidden' or 'Kept'). */
  resolvedWords?: { hide: string; keep: string };
  pending?: boolean;
  /** Called with the admin's decision and reason; without it the row is read-only. */
  onDecide?: (decision: ReportDecisionInput) => void;
};

function DecisionDialog({
  action,
  title,
  pending,
  onCancel,
  onConfirm,
}: {
  action: ReportDecisionAction | null;
  title: string;
  pending?: boolean;
  onCancel: () => void;
  onConfirm: (decision: ReportDecisionInput) => void;
}) {
  const form = useForm<ReportDecisionRequest, unknown, ReportDecisionInput>({
    resolver: zodResolver(reportDecisionSchema),
    defaultValues: { action: action ?? 'keep', reason: '' },
  });
  const onSubmit = form.handleSubmit((decision) => onConfirm(decision));
  return (
    <FormDialog
      open={action !== null}
      onClose={onCancel}
      title={title}
      description="The reason goes to the activity log with your name."
      form={form}
      onSubmit={onSubmit}
      submit={
        <Button type="submit" variant={action === 'hide' ? 'destructive' : 'default'} disabled={pending}>
          {title}
        </Button>
      }
    >
      <TextAreaField
        control={form.control}
        name="reason"
        label="Reason"
        rows={3}
        maxLength={MAX_DECISION_REASON_LENGTH}
      />
    </FormDialog>
  );
}

/**
 * One report of an admin queue, whatever was reported: the reported thing, the reason and details, who reported it
 * and when, and either Hide / Keep (each asking for a reason) or the decision taken. Review reports use it today; a
 * queue of other reports passes its own subject and labels.
 */
export function ReportQueueRow({
  report,
  resolvedAction,
  subject,
  context,
  reasonLabel,
  hideLabel,
  keepLabel,
  resolvedWords = { hide: 'Hidden', keep: 'Kept' },
  pending,
  onDecide,
}: ReportQueueRowProps) {
  const { reporter, resolution } = report;
  const decided = resolvedAction === 'hide' ? resolvedWords.hide : resolvedWords.keep;
  const [deciding, setDeciding] = useState<ReportDecisionAction | null>(null);
  const reporterText = [reporter.name, reporter.email ? `(${reporter.email})` : null].filter(Boolean).join(' ');
  return (
    <li aria-label={`Report ${report.id}`} className="grid gap-3 rounded-lg border p-4">
      <div className="flex flex-wrap items-center gap-2">
        <Badge variant="destructive">{reasonLabel}</Badge>
        {report.status === 'open' ? (
          <Badge variant="secondary" className="bg-amber-100 text-amber-900">
            Open
          </Badge>
        ) : (
          <Badge variant="outline">{decided}</Badge>
        )}
        {context && <span className="text-sm font-medium">{context}</span>}
      </div>
      <div className="rounded-md bg-muted/50 p-3 text-sm">{subject}</div>
      {report.details && <p className="text-sm">Details: {report.details}</p>}
      <p className="text-xs text-muted-foreground">
        Reported by {reporterText || 'someone'} · {formatAdminDate(report.createdAt)}
      </p>
      {resolution && (
        <p className="text-sm">
          {decided} by {resolution.admin.name ?? 'an admin'} · {formatAdminDate(resolution.resolvedAt)} · Reason:{' '}
          {resolution.reason}
        </p>
      )}
      {report.status === 'open' && onDecide && (
        <div className="flex flex-wrap gap-2">
          <Button size="sm" variant="destructive" disabled={pending} onClick={() => setDeciding('hide')}>
            <EyeOff aria-hidden="true" /> {hideLabel}
          </Button>
          <Button size="sm" variant="outline" disabled={pending} onClick={() => setDeciding('keep')}>
            <Check aria-hidden="true" /> {keepLabel}
          </Button>
        </div>
      )}
      <DecisionDialog
        key={deciding ?? 'closed'}
        action={deciding}
        title={deciding === 'hide' ? hideLabel : keepLabel}
        pending={pending}
        onCancel={() => setDeciding(null)}
        onConfirm={(decision) => {
          setDeciding(null);
          onDecide?.(decision);
        }}
      />
    </li>
  );
}
