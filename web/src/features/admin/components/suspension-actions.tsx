import type { UseMutationResult } from '@tanstack/react-query';
import { Trash2, UserCheck, UserX } from 'lucide-react';
import { useState, type ReactNode } from 'react';

import { Button } from '@/components/ui/button';

import { useAdminActionToasts } from '../hooks/use-admin-action-toasts';
import { ConfirmDialog, ReasonDialog } from './confirm-dialog';

/** Spec 001 section 5: a rejection or suspension without a reason records 'No reason provided'. */
export const NO_REASON = 'No reason provided';

type Suspendable = { id: number; banned: boolean };

type SuspensionOptions<T extends Suspendable> = {
  /** How the screen names one of them: 'User' or 'Shop Owner' in titles, 'User' or 'Shop owner' in toasts. */
  noun: { title: string; sentence: string };
  nameOf: (person: T) => string;
  /** Whether a suspension may go without a reason (sent as none) or records 'No reason provided'. */
  reasonOptional: boolean;
  suspend: UseMutationResult<unknown, Error, { id: number; reason?: string }>;
  unsuspend: UseMutationResult<unknown, Error, number>;
  remove: UseMutationResult<unknown, Error, number>;
};

/**
 * Suspend, Unsuspend and Delete of the enhanced panel's people (spec 001 section 5): the row's buttons, a reason
 * before a suspension, a confirmation before a deletion, and the toasts of each.
 */
export function useSuspensionActions<T extends Suspendable>({
  noun,
  nameOf,
  reasonOptional,
  suspend,
  unsuspend,
  remove,
}: SuspensionOptions<T>): { actionsFor: (person: T) => ReactNode; dialogs: ReactNode } {
  const toasts = useAdminActionToasts();
  const [suspendTarget, setSuspendTarget] = useState<T | null>(null);
  const [deleteTarget, setDeleteTarget] = useState<T | null>(null);
  const lower = noun.sentence.toLowerCase();

  const actionsFor = (person: T) => (
    <>
      {person.banned ? (
        <Button
          size="sm"
          variant="outline"
          disabled={unsuspend.isPending}
          onClick={() =>
            unsuspend.mutate(person.id, {
              onSuccess: () => toasts.success('Success', `${noun.sentence} unsuspended successfully`),
              onError: (error) => toasts.failure(error, `Failed to unsuspend ${lower}`),
            })
          }
        >
          <UserCheck aria-hidden="true" /> Unsuspend
        </Button>
      ) : (
        <Button size="sm" variant="secondary" onClick={() => setSuspendTarget(person)}>
          <UserX aria-hidden="true" /> Suspend
        </Button>
      )}
      <Button size="sm" variant="destructive" onClick={() => setDeleteTarget(person)}>
        <Trash2 aria-hidden="true" /> Delete
      </Button>
    </>
  );

  const dialogs = (
    <>
      <ReasonDialog
        open={suspendTarget !== null}
        onOpenChange={(open) => !open && setSuspendTarget(null)}
        title={`Suspend ${noun.title}`}
        description={`Why is ${suspendTarget ? nameOf(suspendTarget) : ''} being suspended?${reasonOptional ? ' (optional)' : ''}`}
        confirmLabel={`Suspend ${noun.title}`}
        pending={suspend.isPending}
        onConfirm={(reason) => {
          if (!suspendTarget) return;
          suspend.mutate(
            { id: suspendTarget.id, reason: reason || (reasonOptional ? undefined : NO_REASON) },
            {
              onSuccess: () => toasts.success('Success', `${noun.sentence} suspended successfully`),
              onError: (error) => toasts.failure(error, `Failed to suspend ${lower}`),
              onSettled: () => setSuspendTarget(null),
            },
          );
        }}
      />
      <ConfirmDialog
        open={deleteTarget !== null}
        onOpenChange={(open) => !open && setDeleteTarget(null)}
        title={`Delete ${noun.title}`}
        description={`Permanently delete ${deleteTarget ? nameOf(deleteTarget) : ''} with their shops, products, messages, conversations, visits and analytics? This action cannot be undone.`}
        confirmLabel={`Delete ${noun.title}`}
        destructive
        pending={remove.isPending}
        onConfirm={() => {
          if (!deleteTarget) return;
          remove.mutate(deleteTarget.id, {
            onSuccess: () => toasts.success('Success', `${noun.sentence} deleted successfully`),
            onError: (error) => toasts.failure(error, `Failed to delete ${lower}`),
            onSettled: () => setDeleteTarget(null),
          });
        }}
      />
    </>
  );

  return { actionsFor, dialogs };
}
