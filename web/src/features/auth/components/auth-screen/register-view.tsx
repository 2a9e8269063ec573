import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';

import { registerSchema, type UserResponse, type UserRole } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';
import { useRegister } from '@/features/auth/api/register';
import { AuthForm } from '@/features/auth/components/auth-form';
import { toastFailure } from '@/features/auth/lib/notify';

const accountTypes: Array<{ value: UserRole; label: string }> = [
  { value: 'customer', label: 'Customer' },
  { value: 'shop_owner', label: 'Shop Owner' },
  { value: 'admin', label: 'Admin' },
];

/** The shared schema decides which fields are optional; the labels follow it. */
const optionalLabel = (label: string, optional: boolean) => (optional ? `${label} (optional)` : label);

type RegisterViewProps = {
  /** Shared DECISIONS: the admin account type is offered only to a signed-in admin. */
  allowAdmin: boolean;
  onSuccess: (user: UserResponse) => void;
  onRequiresVerification: (email: string) => void;
  onLogin: () => void;
};

/**
 * The combined screen's register view (spec sections 2, 5): account type, first and last name, email, optional
 * phone, city and password. A response that requires verification opens the verify view.
 */
export function RegisterView({ allowAdmin, onSuccess, onRequiresVerification, onLogin }: RegisterViewProps) {
  const registerUser = useRegister();
  const form = useForm({
    resolver: zodResolver(registerSchema),
    defaultValues: {
      role: 'customer' as UserRole,
      firstName: '',
      lastName: '',
      email: '',
      phone: '',
      city: '',
      password: '',
      contactMethod: 'email' as const,
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    registerUser.mutate(values, {
      onSuccess: (result) => {
        toast({ title: 'Registration Successful', description: result.message });
        if (result.requiresVerification) {
          onRequiresVerification(result.user.email ?? values.email);
          return;
        }
        onSuccess(result.user);
      },
      onError: (error) => toastFailure('Registration Failed', error, 'Registration failed'),
    });
  });

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      before={
        <FormField
          control={form.control}
          name="role"
          render={({ field }) => (
            <FormItem>
              <FormLabel>Account Type</FormLabel>
              <Select value={field.value} onValueChange={field.onChange} name={field.name}>
                <FormControl>
                  <SelectTrigger ref={field.ref} onBlur={field.onBlur}>
                    <SelectValue placeholder="Choose an account type" />
                  </SelectTrigger>
                </FormControl>
                <SelectContent>
                  {accountTypes
                    .filter((type) => type.value !== 'admin' || allowAdmin)
                    .map((type) => (
                      <SelectItem key={type.value} value={type.value}>
                        {type.label}
                      </SelectItem>
                    ))}
                </SelectContent>
              </Select>
              <FormMessage />
            </FormItem>
          )}
        />
      }
      fields={[
        [
          { name: 'firstName', label: 'First Name', placeholder: 'Aoife', autoComplete: 'given-name' },
          { name: 'lastName', label: 'Last Name', placeholder: 'Murphy', autoComplete: 'family-name' },
        ],
        { name: 'email', label: 'Email', type: 'email', placeholder: 'you@example.com', autoComplete: 'email' },
        {
          name: 'phone',
          label: optionalLabel('Phone', registerSchema.shape.phone.isOptional()),
          type: 'tel',
          placeholder: '087 123 4567',
          autoComplete: 'tel',
        },
        {
          name: 'city',
          label: optionalLabel('City', registerSchema.shape.city.isOptional()),
          placeholder: 'Dublin',
          autoComplete: 'address-level2',
        },
        {
          name: 'password',
          label: 'Password',
          revealable: true,
          autoComplete: 'new-password',
          description:
            'At least 8 characters, with an uppercase letter, a lowercase letter, a number and one of @$!%*?&.',
        },
      ]}
      submitLabel="Create Account"
      pending={registerUser.isPending}
      footer={
        <p className="text-center text-sm text-muted-foreground">
          Already have an account?{' '}
          <Button type="button" variant="link" className="h-auto p-0" onClick={onLogin}>
            Sign in
          </Button>
        </p>
      }
    />
  );
}
