import type { AdminUsersResponse } from '@app/contracts';

import { Badge } from '@/components/ui/badge';

import { useDeleteUser } from '../api/delete-user';
import { useAdminUsers } from '../api/get-users';
import { useSuspendUser } from '../api/suspend-user';
import { useUnsuspendUser } from '../api/unsuspend-user';
import { formatAdminDate } from '../lib/format-admin-date';
import { Pager, StatusBadge } from './admin-parts';
import { ListFilterBar, SORT_ORDER_OPTIONS, useListFilters } from './list-filters';
import { ModerationCard, ModerationList, ModerationRow } from './moderation-list';
import { useSuspensionActions } from './suspension-actions';

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
  const list = useListFilters({ role: 'all' });
  const users = useAdminUsers(list.params);
  const suspensions = useSuspensionActions<AdminUser>({
    noun: { title: 'User', sentence: 'User' },
    nameOf,
    reasonOptional: false,
    suspend: useSuspendUser(),
    unsuspend: useUnsuspendUser(),
    remove: useDeleteUser(),
  });

  return (
    <ModerationCard
      title="Users"
      description={users.data ? `${users.data.totalCount} users` : 'Every account on the platform.'}
      filters={
        <ListFilterBar
          list={list}
          searchLabel="Search users"
          selects={[
            { name: 'role', label: 'User role', options: ROLE_OPTIONS },
            { name: 'status', label: 'User status', options: STATUS_OPTIONS },
            { name: 'sortBy', label: 'Sort users by', options: SORT_OPTIONS },
            { name: 'sortOrder', label: 'User sort order', options: SORT_ORDER_OPTIONS },
          ]}
        />
      }
      dialogs={suspensions.dialogs}
    >
      <ModerationList
        query={users}
        items={users.data?.users}
        loadingLabel="Loading users"
        listLabel="Users"
        errorTitle="Failed to load users"
        empty="No users found."
        renderItem={(user) => (
          <ModerationRow
            key={user.id}
            name={nameOf(user)}
            tags={
              <>
                <Badge variant="secondary">{user.isAdmin ? 'Admin' : (ROLE_LABELS[user.role] ?? user.role)}</Badge>
                <StatusBadge banned={user.banned} bannedLabel="Suspended" />
                {user.isEmailVerified && <Badge variant="outline">Verified</Badge>}
              </>
            }
            detail={[user.email, user.phone].filter(Boolean).join(' · ') || 'No contact details'}
            meta={`Joined ${formatAdminDate(user.createdAt)}`}
            actions={suspensions.actionsFor(user)}
          />
        )}
      />
      {users.data && <Pager page={list.page} totalPages={users.data.totalPages} onPage={list.setPage} />}
    </ModerationCard>
  );
}
