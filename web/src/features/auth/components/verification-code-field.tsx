import type { Control, FieldPath, FieldValues } from 'react-hook-form';

import { TextField } from '@/components/form/form-fields';

/** Spec section 5 and 9: codes are 6 digits; the input takes at most 6 characters. */
export const VERIFICATION_CODE_LENGTH = 6;

type VerificationCodeFieldProps<TValues extends FieldValues, TOutput> = {
  control: Control<TValues, unknown, TOutput>;
  name: FieldPath<TValues>;
  label?: string;
};

/** The 6-digit code input of the verify and reset screens; the code expires in 10 minutes (screen text). */
export function VerificationCodeField<TValues extends FieldValues, TOutput>({
  control,
  name,
  label = 'Verification Code',
}: VerificationCodeFieldProps<TValues, TOutput>) {
  return (
    <TextField
      control={control}
      name={name}
      label={label}
      description="Enter the 6-digit code from the e-mail. It expires in 10 minutes."
      maxLength={VERIFICATION_CODE_LENGTH}
      inputMode="numeric"
      autoComplete="one-time-code"
      placeholder="123456"
      className="h-11 text-center font-mono text-lg tracking-[0.5em]"
    />
  );
}
