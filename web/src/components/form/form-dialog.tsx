import type { BaseSyntheticEvent, ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';

import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Form } from '@/components/ui/form';

import { FormDialogFooter } from './form-dialog-footer';

type FormDialogProps<TValues extends FieldValues, TOutput> = {
  open: boolean;
  /** Cancel, Escape, the close button and a click outside all call it. */
  onClose: () => void;
  title: ReactNode;
  description: ReactNode;
  /** The dialog's width (and scrolling, for a long form). */
  className?: string;
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The form's handleSubmit(...) result. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The submit button (a SubmitButton, or a plain one whose label is the dialog's action). */
  submit: ReactNode;
  children: ReactNode;
};

/** A dialog whose body is a react-hook-form form: its title and description, the fields, Cancel and submit. */
export function FormDialog<TValues extends FieldValues, TOutput>({
  open,
  onClose,
  title,
  description,
  className,
  form,
  onSubmit,
  submit,
  children,
}: FormDialogProps<TValues, TOutput>) {
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onClose();
      }}
    >
      <DialogContent className={className}>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form noValidate onSubmit={(event) => void onSubmit(event)} className="grid gap-4">
            {children}
            <FormDialogFooter onCancel={onClose}>{submit}</FormDialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
