import { zodResolver } from '@hookform/resolvers/zod';
import { ShieldAlert } from 'lucide-react';
import { useForm } from 'react-hook-form';

import { loginSchema, type UserResponse } from '@app/contracts';

import { Alert, AlertDescription } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { FormControl, FormField, FormItem, FormLabel } from '@/components/ui/form';
import { toast } from '@/components/ui/use-toast';
import { useLogin } from '@/features/auth/api/login';
import { AuthForm } from '@/features/auth/components/auth-form';
import { toastFailure } from '@/features/auth/lib/notify';

type LoginViewProps = {
  defaultEmail: string;
  onSuccess: (user: UserResponse) => void;
  onRequiresVerification: (email: string) => void;
  onRegister: () => void;
  onForgotPassword: (email: string) => void;
};

/**
 * The combined screen's login view (spec sections 2, 5): email, password, remember me, the lock notice, the
 * forgot-password link and the switch to register. A response that requires verification opens the verify view.
 */
export function LoginView({
  defaultEmail,
  onSuccess,
  onRequiresVerification,
  onRegister,
  onForgotPassword,
}: LoginViewProps) {
  const login = useLogin();
  const form = useForm({
    resolver: zodResolver(loginSchema),
    defaultValues: { email: defaultEmail, password: '', rememberMe: false },
  });

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: (result) => {
        if (result.requiresVerification) {
          toast({ title: 'Verify Your Email', description: result.message });
          onRequiresVerification(result.user.email ?? values.email);
          return;
        }
        toast({ title: 'Login Successful', description: result.message });
        onSuccess(result.user);
      },
      onError: (error) => toastFailure('Login Failed', error, 'Login failed'),
    });
  });

  return (
    <AuthForm
      form={form}
      onSubmit={onSubmit}
      fields={[
        { name: 'email', label: 'Email', type: 'email', placeholder: 'you@example.com', autoComplete: 'email' },
        {
          name: 'password',
          label: 'Password',
          revealable: true,
          placeholder: 'Enter your password',
          autoComplete: 'current-password',
        },
      ]}
      submitLabel="Sign In"
      pending={login.isPending}
      footer={
        <p className="text-center text-sm text-muted-foreground">
          Don&apos;t have an account?{' '}
          <Button type="button" variant="link" className="h-auto p-0" onClick={onRegister}>
            Create one
          </Button>
        </p>
      }
    >
      <div className="flex flex-wrap items-center justify-between gap-3">
        <FormField
          control={form.control}
          name="rememberMe"
          render={({ field }) => (
            <FormItem className="flex items-center gap-2">
              <FormControl>
                <Checkbox
                  checked={field.value === true}
                  onCheckedChange={(checked) => field.onChange(checked === true)}
                />
              </FormControl>
              <FormLabel className="font-normal">Remember me</FormLabel>
            </FormItem>
          )}
        />
        <Button
          type="button"
          variant="link"
          className="h-auto p-0"
          onClick={() => onForgotPassword(form.getValues('email'))}
        >
          Forgot password?
        </Button>
      </div>
      <Alert variant="info">
        <ShieldAlert aria-hidden="true" />
        <AlertDescription>
          For your security, multiple failed login attempts will temporarily lock your account.
        </AlertDescription>
      </Alert>
    </AuthForm>
  );
}
