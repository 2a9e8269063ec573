import { useState } from 'react';

import { Badge } from '@/components/ui/badge';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

import { LOGS_PAGE_SIZE, useAdminLogs } from '../api/get-logs';
import { formatAdminDate } from '../lib/format-admin-date';
import { ErrorCard, ListSkeleton, Pager } from './admin-parts';

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
  const rows = logs.data?.logs ?? [];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold">Activity Logs</h2>
        <CardDescription>
          {logs.data ? `${logs.data.totalCount} admin actions` : 'Every action an admin has taken.'}
        </CardDescription>
      </CardHeader>
      <CardContent>
        {logs.isPending ? (
          <ListSkeleton label="Loading activity logs" />
        ) : logs.isError || !logs.data ? (
          <ErrorCard title="Failed to load activity logs" onRetry={() => void logs.refetch()} />
        ) : rows.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No admin activity yet.</p>
        ) : (
          <ul className="grid gap-2" aria-label="Activity logs">
            {rows.map((log) => {
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
            })}
          </ul>
        )}
        {logs.data && <Pager page={page} onPage={setPage} nextDisabled={rows.length < LOGS_PAGE_SIZE} />}
      </CardContent>
    </Card>
  );
}
