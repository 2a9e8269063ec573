import { Loader2 } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import type { Control, ControllerRenderProps, FieldPath, FieldValues } from 'react-hook-form';

import { Button } from '@/components/ui/button';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

import { PasswordInput } from './password-input';

type BoundFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: ReactNode;
  description?: ReactNode;
  /** Runs after the form has seen the blur, with the field's text (for the spec's on-blur toasts). */
  onFieldBlur?: (value: string) => void;
};

/** The text a field shows for its value: '' for none, a number (a price, a quantity) as digits. */
function textOf(value: unknown): string {
  if (typeof value === 'string') return value;
  return typeof value === 'number' ? String(value) : '';
}

/** A labelled control bound to react-hook-form, with its description and its inline message. */
function BoundField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  onFieldBlur,
  render,
}: BoundFieldProps<TValues, TOutput> & {
  render: (
    props: Pick<ControllerRenderProps<TValues>, 'name' | 'ref' | 'onChange' | 'onBlur'> & { value: string },
  ) => ReactNode;
}) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            {render({
              name: field.name,
              ref: field.ref,
              value: textOf(field.value),
              onChange: field.onChange,
              onBlur: () => {
                field.onBlur();
                onFieldBlur?.(textOf(field.value));
              },
            })}
          </FormControl>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}

type InputProps = Omit<ComponentProps<'input'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>;

/** A labelled one-line input of a form (a password one with a show/hide toggle when `revealable`). */
export function TextField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  onFieldBlur,
  revealable = false,
  ...inputProps
}: BoundFieldProps<TValues, TOutput> & { revealable?: boolean } & InputProps) {
  return (
    <BoundField
      control={control}
      name={name}
      label={label}
      description={description}
      onFieldBlur={onFieldBlur}
      render={(field) =>
        revealable ? <PasswordInput {...inputProps} {...field} /> : <Input {...inputProps} {...field} />
      }
    />
  );
}

type TextareaProps = Omit<ComponentProps<'textarea'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>;

/** A labelled text area of a form. */
export function TextAreaField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  onFieldBlur,
  ...textareaProps
}: BoundFieldProps<TValues, TOutput> & TextareaProps) {
  return (
    <BoundField
      control={control}
      name={name}
      label={label}
      description={description}
      onFieldBlur={onFieldBlur}
      render={(field) => <Textarea {...textareaProps} {...field} />}
    />
  );
}

type SubmitButtonProps = Omit<ComponentProps<typeof Button>, 'type'> & {
  /** The request is on its way: the spinner shows and, unless `disabled` says otherwise, the button is disabled. */
  pending: boolean;
};

/** A form's submit button, with a spinner while its request runs. */
export function SubmitButton({ pending, disabled, children, ...props }: SubmitButtonProps) {
  return (
    <Button type="submit" disabled={disabled ?? pending} {...props}>
      {pending && <Loader2 className="animate-spin" aria-hidden="true" />}
      {children}
    </Button>
  );
}
