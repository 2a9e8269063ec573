import { ShieldAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { paths } from '@/config/paths';

import { AdminSessionContext, useAdminAccess, type AdminSession } from '../hooks/use-admin-access';

/** An admin screen's guard: a spinner while the session is checked, Access Denied for non-admins. */
export function AdminGate({ session, children }: { session: AdminSession; children: ReactNode }) {
  const access = useAdminAccess(session);
  if (access === 'admin') return <AdminSessionContext value={session}>{children}</AdminSessionContext>;
  if (access === 'denied') {
    return (
      <div className="mx-auto flex w-full max-w-md flex-1 items-center px-4 py-24">
        <Card className="w-full text-center">
          <CardHeader className="items-center">
            <ShieldAlert aria-hidden="true" className="mx-auto size-10 text-destructive" />
            <h1 className="text-2xl leading-none font-semibold">Access Denied</h1>
          </CardHeader>
          <CardContent className="grid gap-4">
            <p className="text-muted-foreground">You don&apos;t have permission to access the admin panel.</p>
            <Button asChild>
              <Link href={paths.home.getHref()}>Go Home</Link>
            </Button>
          </CardContent>
        </Card>
      </div>
    );
  }
  return (
    <div className="flex flex-1 items-center justify-center py-24" role="status" aria-label="Checking access">
      <span className="size-8 animate-spin rounded-full border-4 border-primary/20 border-t-primary" />
    </div>
  );
}
