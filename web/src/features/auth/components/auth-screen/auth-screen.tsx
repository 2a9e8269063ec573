import { BarChart3, Heart, MailCheck, MessageCircle, Search, ShieldCheck, Star, type LucideIcon } from 'lucide-react';
import { useState } from 'react';

import type { UserResponse } from '@app/contracts';

import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { useAuth } from '@/features/auth/hooks/use-auth';

import { LoginView } from './login-view';
import { RegisterView } from './register-view';
import { ResetPasswordView } from './reset-password-view';
import { VerifyEmailView } from './verify-email-view';

export type AuthView = 'login' | 'register' | 'reset-password' | 'verify-email';

const viewText: Record<AuthView, { title: string; description: string }> = {
  login: { title: 'Sign In', description: 'Welcome back. Sign in to your account.' },
  register: { title: 'Create Account', description: 'Join the marketplace in a minute.' },
  'reset-password': { title: 'Reset Password', description: 'We will e-mail you a 6-digit code.' },
  'verify-email': { title: 'Verify Your Email', description: 'One last step before you sign in.' },
};

/** Marketing copy of the combined screen (spec section 1). */
const features: Array<{ icon: LucideIcon; label: string }> = [
  { icon: MailCheck, label: 'Email verification' },
  { icon: ShieldCheck, label: 'Account monitoring' },
  { icon: Search, label: 'Advanced search' },
  { icon: Heart, label: 'Favourites' },
  { icon: Star, label: 'Reviews' },
  { icon: MessageCircle, label: 'Real-time messaging' },
  { icon: BarChart3, label: 'Analytics' },
];

/**
 * The combined auth screen (spec section 2): login, register, reset-password and verify-email views. Login leads to
 * register, reset-password or (when verification is required) verify-email; verify or reset success returns to
 * login. `onSuccess` runs after a login or registration that needs no verification.
 */
export function AuthScreen({ onSuccess }: { onSuccess: (user: UserResponse) => void }) {
  const { isAdmin } = useAuth();
  const [view, setView] = useState<AuthView>('login');
  const [email, setEmail] = useState('');

  const show = (next: AuthView, nextEmail = email) => {
    setEmail(nextEmail);
    setView(next);
  };

  const { title, description } = viewText[view];

  return (
    <div className="grid w-full gap-8 lg:grid-cols-[1fr_28rem] lg:items-start">
      <section aria-label="Why sign up" className="hidden lg:block">
        <h2 className="text-2xl font-bold tracking-tight">Everything your local marketplace account offers</h2>
        <p className="mt-2 text-muted-foreground">
          Secure accounts for customers and shop owners, with the tools to find, follow and talk to local shops.
        </p>
        <ul className="mt-6 grid gap-3 sm:grid-cols-2">
          {features.map(({ icon: Icon, label }) => (
            <li key={label} className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3 text-sm font-medium">
              <span className="flex size-8 items-center justify-center rounded-md bg-primary/10 text-primary">
                <Icon className="size-4" aria-hidden="true" />
              </span>
              {label}
            </li>
          ))}
        </ul>
      </section>

      <Card>
        <CardHeader>
          <h2 className="text-xl leading-none font-semibold">{title}</h2>
          <CardDescription>{description}</CardDescription>
        </CardHeader>
        <CardContent>
          {view === 'login' && (
            <LoginView
              key={email}
              defaultEmail={email}
              onSuccess={onSuccess}
              onRequiresVerification={(address) => show('verify-email', address)}
              onRegister={() => show('register')}
              onForgotPassword={(address) => show('reset-password', address)}
            />
          )}
          {view === 'register' && (
            <RegisterView
              allowAdmin={isAdmin}
              onSuccess={onSuccess}
              onRequiresVerification={(address) => show('verify-email', address)}
              onLogin={() => show('login')}
            />
          )}
          {view === 'reset-password' && (
            <ResetPasswordView
              defaultEmail={email}
              onDone={(address) => show('login', address)}
              onBackToLogin={() => show('login')}
            />
          )}
          {view === 'verify-email' && (
            <VerifyEmailView key={email} email={email} onVerified={() => show('login')} onBack={() => show('login')} />
          )}
        </CardContent>
      </Card>
    </div>
  );
}
