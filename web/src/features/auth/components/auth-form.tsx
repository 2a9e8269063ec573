import type { BaseSyntheticEvent, ComponentProps, ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormReturn } from 'react-hook-form';
import { Link } from 'wouter';

import { SubmitButton, TextField } from '@/components/form/form-fields';
import { Form } from '@/components/ui/form';
import { paths } from '@/config/paths';

/** One text field of an auth form: its name in the form, its label, and the input's own props. */
export type AuthField<TValues extends FieldValues> = {
  name: FieldPath<TValues>;
  label: ReactNode;
  description?: ReactNode;
  revealable?: boolean;
  onFieldBlur?: (value: string) => void;
} & Pick<ComponentProps<'input'>, 'type' | 'placeholder' | 'autoComplete'>;

type AuthFieldEntry<TValues extends FieldValues> =
  AuthField<TValues> | readonly [AuthField<TValues>, AuthField<TValues>];

function isPair<TValues extends FieldValues>(
  entry: AuthFieldEntry<TValues>,
): entry is readonly [AuthField<TValues>, AuthField<TValues>] {
  return Array.isArray(entry);
}

type AuthFormProps<TValues extends FieldValues, TOutput> = {
  form: UseFormReturn<TValues, unknown, TOutput>;
  /** The form's handleSubmit(...) result. */
  onSubmit: (event?: BaseSyntheticEvent) => Promise<void>;
  /** The text fields in screen order; a pair sits side by side from the small breakpoint up. */
  fields?: ReadonlyArray<AuthFieldEntry<TValues>>;
  /** What comes before the fields (a form-wide error) and after them (a checkbox, a link, an alert). */
  before?: ReactNode;
  children?: ReactNode;
  submitLabel: string;
  /** The request is on its way (the spinner); `disabled` also covers a redirect that follows it. */
  pending: boolean;
  disabled?: boolean;
  /** The sign-in screens' buttons are large; the modal's are not. */
  size?: 'lg' | 'default';
  /** What follows the submit button (a switch to the other form, a back link). */
  footer?: ReactNode;
};

/**
 * The form of every sign-in, sign-up and password screen (spec sections 2 and 5): react-hook-form with the shared
 * schema, its text fields, the submit button with its spinner, and what each screen adds around them.
 */
export function AuthForm<TValues extends FieldValues, TOutput>({
  form,
  onSubmit,
  fields = [],
  before,
  children,
  submitLabel,
  pending,
  disabled,
  size = 'lg',
  footer,
}: AuthFormProps<TValues, TOutput>) {
  const field = ({ name, ...props }: AuthField<TValues>) => (
    <TextField key={name} control={form.control} name={name} {...props} />
  );
  return (
    <Form {...form}>
      <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
        {before}
        {fields.map((entry) =>
          isPair(entry) ? (
            <div key={entry[0].name} className="grid gap-4 sm:grid-cols-2">
              {entry.map(field)}
            </div>
          ) : (
            field(entry)
          ),
        )}
        {children}
        <SubmitButton size={size} pending={pending} disabled={disabled}>
          {submitLabel}
        </SubmitButton>
        {footer}
      </form>
    </Form>
  );
}

/** 'Forgot your password?' under the password of the customer and shop owner sign-ins. */
export function ForgotPasswordLink() {
  return (
    <div className="flex justify-end">
      <Link
        href={paths.passwordResetRequest.getHref()}
        className="text-sm font-medium text-primary underline-offset-4 hover:underline"
      >
        Forgot your password?
      </Link>
    </div>
  );
}

/** A problem of the form as a whole (the address the code went to is wrong), above its fields. */
export function FormProblem({ message }: { message: string | undefined }) {
  if (!message) return null;
  return (
    <p role="alert" className="text-sm text-destructive">
      {message}
    </p>
  );
}
