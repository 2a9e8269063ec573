import {
  CONVERSATION_REPORT_REASON_LABELS,
  CONVERSATION_REPORT_REASONS,
  conversationReportSchema,
} from '@app/contracts';

import { ReportDialog } from '@/components/report/report-dialog';

import { useReportConversation } from '../api/report-conversation';

type ReportConversationDialogProps = {
  /** The conversation being reported, or null when the dialog is closed. */
  conversationId: number | null;
  onClose: () => void;
};

/** 'Report conversation': a reason and optional details, for the admins' queue. Once per person. */
export function ReportConversationDialog({ conversationId, onClose }: ReportConversationDialogProps) {
  const report = useReportConversation();
  return (
    <ReportDialog
      open={conversationId !== null}
      onClose={onClose}
      title="Report conversation"
      description="Tell our team what is wrong in this conversation."
      schema={conversationReportSchema}
      reasons={CONVERSATION_REPORT_REASONS}
      reasonLabels={CONVERSATION_REPORT_REASON_LABELS}
      thanks="Thank you. Our team will look at this conversation."
      pending={report.isPending}
      send={(values, outcome) => {
        if (conversationId !== null) report.mutate({ conversationId, ...values }, outcome);
      }}
    />
  );
}
