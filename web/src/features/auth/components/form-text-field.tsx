import type { ComponentProps, ReactNode } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';

import { PasswordInput } from './password-input';

type FormTextFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label: ReactNode;
  description?: ReactNode;
  /** A password field with a show/hide toggle. */
  revealable?: boolean;
  /** Runs after the form has seen the blur, with the field's value (for the spec's on-blur toasts). */
  onFieldBlur?: (value: string) => void;
} & Omit<ComponentProps<'input'>, 'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur'>;

/** A labelled text input bound to react-hook-form, with its inline message. */
export function FormTextField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label,
  description,
  revealable = false,
  onFieldBlur,
  ...inputProps
}: FormTextFieldProps<TValues, TOutput>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => {
        const props = {
          ...inputProps,
          name: field.name,
          ref: field.ref,
          disabled: field.disabled || inputProps.disabled,
          value: typeof field.value === 'string' ? field.value : '',
          onChange: field.onChange,
          onBlur: () => {
            field.onBlur();
            onFieldBlur?.(typeof field.value === 'string' ? field.value : '');
          },
        };
        return (
          <FormItem>
            <FormLabel>{label}</FormLabel>
            <FormControl>{revealable ? <PasswordInput {...props} /> : <Input {...props} />}</FormControl>
            {description && <FormDescription>{description}</FormDescription>}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
