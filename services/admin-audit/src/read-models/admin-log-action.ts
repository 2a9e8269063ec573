import type { AdminLogAction, AdminLogTargetType, EventName } from '@app/contracts';

/** The admin log's action and target type of each event an admin can cause. */
export const ADMIN_LOG_ACTIONS: Partial<Record<EventName, { action: AdminLogAction; targetType: AdminLogTargetType }>> =
  {
    'user.banned': { action: 'ban_user', targetType: 'user' },
    'user.unbanned': { action: 'unban_user', targetType: 'user' },
    'user.suspended': { action: 'suspend_user', targetType: 'user' },
    'user.unsuspended': { action: 'unsuspend_user', targetType: 'user' },
    'user.deleted': { action: 'delete_user', targetType: 'user' },
    'shop.approved': { action: 'approve_shop', targetType: 'shop' },
    'shop.rejected': { action: 'reject_shop', targetType: 'shop' },
    'shop.removed': { action: 'remove_shop', targetType: 'shop' },
    'review.hidden': { action: 'hide_review', targetType: 'review' },
    'review.kept': { action: 'keep_review', targetType: 'review' },
    // Only an admin's block is logged (a report decision); an owner's block of their own customer is not.
    'chat.conversation.blocked': { action: 'block_conversation', targetType: 'conversation' },
    'chat.conversation.report_dismissed': { action: 'dismiss_conversation_report', targetType: 'conversation' },
  };

/** Splits an actor's display name into the first and last name the log shows. */
export function splitName(name: string | undefined): { firstName: string; lastName: string } {
  const parts = (name ?? '').trim().split(/\s+/).filter(Boolean);
  if (parts.length === 0) return { firstName: 'Admin', lastName: '' };
  return { firstName: parts[0], lastName: parts.slice(1).join(' ') };
}
