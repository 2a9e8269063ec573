import { useState } from 'react';

import { Badge } from '@/components/ui/badge';

import { LOGS_PAGE_SIZE, useAdminLogs } from '../api/get-logs';
import { formatAdminDate } from '../lib/format-admin-date';
import { Pager } from './admin-parts';
import { ModerationCard, ModerationList } from './moderation-list';

/** 'suspend_user' reads 'Suspend User'. */
export function actionLabel(action: string): string {
  return action
    .split('_')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

export function EnhancedLogsTab() {
  const [page, setPage] = useState(1);
  const logs = useAdminLogs(page);
  const rows = logs.data?.logs;
  return (
    <ModerationCard
      title="Activity Logs"
      description={logs.data ? `${logs.data.totalCount} admin actions` : 'Every action an admin has taken.'}
    >
      <ModerationList
        query={logs}
        items={rows}
        loadingLabel="Loading activity logs"
        listLabel="Activity logs"
        errorTitle="Failed to load activity logs"
        empty="No admin activity yet."
        listClassName="grid gap-2"
        renderItem={(log) => {
          const adminName =
            [log.admin.firstName, log.admin.lastName].filter(Boolean).join(' ') || log.admin.email || 'Admin';
          return (
            <li key={log.id} className="grid gap-1 rounded-lg border p-3 text-sm">
              <div className="flex flex-wrap items-center gap-2">
                <Badge variant="secondary">{actionLabel(log.action)}</Badge>
                <span className="font-medium">{log.targetName ?? `${log.targetType} #${log.targetId}`}</span>
                <span className="text-muted-foreground">
                  ({log.targetType} #{log.targetId})
                </span>
              </div>
              <p className="text-muted-foreground">
                By {adminName}
                {log.admin.email ? ` (${log.admin.email})` : ''} · {formatAdminDate(log.createdAt)}
              </p>
              {log.details.reason && <p>Reason: {log.details.reason}</p>}
            </li>
          );
        }}
      />
      {logs.data && <Pager page={page} onPage={setPage} nextDisabled={(rows ?? []).length < LOGS_PAGE_SIZE} />}
    </ModerationCard>
  );
}
