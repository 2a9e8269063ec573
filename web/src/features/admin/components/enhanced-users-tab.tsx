import { Trash2, UserCheck, UserX } from 'lucide-react';
import { useState } from 'react';

import type { AdminUsersResponse } from '@app/contracts';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';

import { useDeleteUser } from '../api/delete-user';
import { useAdminUsers } from '../api/get-users';
import { useSuspendUser } from '../api/suspend-user';
import { useUnsuspendUser } from '../api/unsuspend-user';
import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { formatAdminDate } from '../lib/format-admin-date';
import { ErrorCard, ListSkeleton, Pager, StatusBadge } from './admin-parts';
import { ConfirmDialog, ReasonDialog } from './confirm-dialog';
import { NO_REASON } from './enhanced-shops-tab';
import { FilterSelect, LIST_PAGE_SIZE, SearchBox, SORT_ORDER_OPTIONS } from './list-filters';

type AdminUser = AdminUsersResponse['users'][number];

const ROLE_OPTIONS = [
  { value: 'all', label: 'All Roles' },
  { value: 'customer', label: 'Customer' },
  { value: 'shop_owner', label: 'Shop Owner' },
  { value: 'admin', label: 'Admin' },
];
const STATUS_OPTIONS = [
  { value: 'all', label: 'All Statuses' },
  { value: 'active', label: 'Active' },
  { value: 'banned', label: 'Banned' },
];
const SORT_OPTIONS = [
  { value: 'created', label: 'Registration Date' },
  { value: 'name', label: 'Name' },
  { value: 'email', label: 'Email' },
  { value: 'role', label: 'Role' },
];
const ROLE_LABELS: Record<string, string> = { customer: 'Customer', shop_owner: 'Shop Owner', admin: 'Admin' };

function nameOf(user: Pick<AdminUser, 'firstName' | 'lastName' | 'id'>): string {
  return [user.firstName, user.lastName].filter(Boolean).join(' ') || `User #${user.id}`;
}

export function EnhancedUsersTab() {
  const [page, setPage] = useState(1);
  const [search, setSearch] = useState('');
  const [role, setRole] = useState('all');
  const [status, setStatus] = useState('all');
  const [sortBy, setSortBy] = useState('created');
  const [sortOrder, setSortOrder] = useState('desc');
  const users = useAdminUsers({
    page: String(page),
    limit: String(LIST_PAGE_SIZE),
    search,
    role,
    status,
    sortBy,
    sortOrder,
  });
  const suspend = useSuspendUser();
  const unsuspend = useUnsuspendUser();
  const remove = useDeleteUser();
  const toasts = useAdminActionToasts();
  const [suspendTarget, setSuspendTarget] = useState<AdminUser | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<AdminUser | null>(null);

  const filter = (set: (value: string) => void) => (value: string) => {
    set(value);
    setPage(1);
  };

  return (
    <Card>
      <CardHeader>
        <h2 className="text-xl leading-none font-semibold">Users</h2>
        <CardDescription>
          {users.data ? `${users.data.totalCount} users` : 'Every account on the platform.'}
        </CardDescription>
        <div className="mt-2 flex flex-wrap gap-2">
          <SearchBox label="Search users" value={search} onChange={filter(setSearch)} />
          <FilterSelect label="User role" value={role} options={ROLE_OPTIONS} onChange={filter(setRole)} />
          <FilterSelect label="User status" value={status} options={STATUS_OPTIONS} onChange={filter(setStatus)} />
          <FilterSelect label="Sort users by" value={sortBy} options={SORT_OPTIONS} onChange={filter(setSortBy)} />
          <FilterSelect
            label="User sort order"
            value={sortOrder}
            options={SORT_ORDER_OPTIONS}
            onChange={filter(setSortOrder)}
          />
        </div>
      </CardHeader>
      <CardContent>
        {users.isPending ? (
          <ListSkeleton label="Loading users" />
        ) : users.isError || !users.data ? (
          <ErrorCard title="Failed to load users" onRetry={() => void users.refetch()} />
        ) : users.data.users.length === 0 ? (
          <p className="py-8 text-center text-muted-foreground">No users found.</p>
        ) : (
          <ul className="grid gap-3" aria-label="Users">
            {users.data.users.map((user) => (
              <li
                key={user.id}
                aria-label={nameOf(user)}
                className="flex flex-wrap items-center justify-between gap-3 rounded-lg border p-4"
              >
                <div className="grid gap-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-medium">{nameOf(user)}</span>
                    <Badge variant="secondary">{user.isAdmin ? 'Admin' : (ROLE_LABELS[user.role] ?? user.role)}</Badge>
                    <StatusBadge banned={user.banned} bannedLabel="Suspended" />
                    {user.isEmailVerified && <Badge variant="outline">Verified</Badge>}
                  </div>
                  <p className="text-sm text-muted-foreground">
                    {[user.email, user.phone].filter(Boolean).join(' · ') || 'No contact details'}
                  </p>
                  <p className="text-xs text-muted-foreground">Joined {formatAdminDate(user.createdAt)}</p>
                </div>
                <div className="flex gap-2">
                  {user.banned ? (
                    <Button
                      size="sm"
                      variant="outline"
                      disabled={unsuspend.isPending}
                      onClick={() =>
                        unsuspend.mutate(user.id, {
                          onSuccess: () => toasts.success('Success', 'User unsuspended successfully'),
                          onError: (error) => toasts.failure(error, 'Failed to unsuspend user'),
                        })
                      }
                    >
                      <UserCheck aria-hidden="true" /> Unsuspend
                    </Button>
                  ) : (
                    <Button size="sm" variant="secondary" onClick={() => setSuspendTarget(user)}>
                      <UserX aria-hidden="true" /> Suspend
                    </Button>
                  )}
                  <Button size="sm" variant="destructive" onClick={() => setDeleteTarget(user)}>
                    <Trash2 aria-hidden="true" /> Delete
                  </Button>
                </div>
              </li>
            ))}
          </ul>
        )}
        {users.data && <Pager page={page} totalPages={users.data.totalPages} onPage={setPage} />}
      </CardContent>
      <ReasonDialog
        open={suspendTarget !== null}
        onOpenChange={(open) => !open && setSuspendTarget(null)}
        title="Suspend User"
        description={`Why is ${suspendTarget ? nameOf(suspendTarget) : ''} being suspended?`}
        confirmLabel="Suspend User"
        pending={suspend.isPending}
        onConfirm={(reason) => {
          if (!suspendTarget) return;
          suspend.mutate(
            { id: suspendTarget.id, reason: reason || NO_REASON },
            {
              onSuccess: () => toasts.success('Success', 'User suspended successfully'),
              onError: (error) => toasts.failure(error, 'Failed to suspend user'),
              onSettled: () => setSuspendTarget(null),
            },
          );
        }}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title="Delete User"
        description={`Permanently delete ${deleteTarget ? nameOf(deleteTarget) : ''} with their shops, products, messages, conversations, visits and analytics? This action cannot be undone.`}
        confirmLabel="Delete User"
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleteTarget) return;
          remove.mutate(deleteTarget.id, {
            onSuccess: () => toasts.success('Success', 'User deleted successfully'),
            onError: (error) => toasts.failure(error, 'Failed to delete user'),
            onSettled: () => setDeleteTarget(null),
          });
        }}
      />
    </Card>
  );
}
