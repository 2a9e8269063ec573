import type { ReactNode } from 'react';

import { Button } from '@/components/ui/button';
import { DialogFooter } from '@/components/ui/dialog';

/** The foot of a dialog's form: Cancel, then the form's submit button. */
export function FormDialogFooter({ onCancel, children }: { onCancel: () => void; children: ReactNode }) {
  return (
    <DialogFooter>
      <Button type="button" variant="outline" onClick={onCancel}>
        Cancel
      </Button>
      {children}
    </DialogFooter>
  );
}
