import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'wouter';

import { Button } from '@/components/ui/button';
import { PRODUCT_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

type AuthPageShellProps = {
  title: string;
  description?: ReactNode;
  /** The link above the heading; 'Back to Home' by default. */
  back?: { href: string; label: string } | null;
  icon?: ReactNode;
  children: ReactNode;
  className?: string;
};

/** The frame of a sign-in screen: the document title, a back link, the heading and a narrow column. */
export function AuthPageShell({
  title,
  description,
  back = { href: paths.home.getHref(), label: 'Back to Home' },
  icon,
  children,
  className,
}: AuthPageShellProps) {
  return (
    <div className="flex flex-1 justify-center bg-gradient-to-b from-accent/70 to-background px-4 py-10 sm:py-14">
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <div className={cn('w-full max-w-md', className)}>
        {back && (
          <Button asChild variant="ghost" size="sm" className="-ml-3 mb-4 text-muted-foreground">
            <Link href={back.href}>
              <ArrowLeft aria-hidden="true" />
              {back.label}
            </Link>
          </Button>
        )}
        <div className="mb-6 text-center">
          {icon && (
            <span className="mx-auto mb-3 flex size-12 items-center justify-center rounded-xl bg-primary text-primary-foreground shadow-sm">
              {icon}
            </span>
          )}
          <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
          {description && <p className="mt-2 text-muted-foreground">{description}</p>}
        </div>
        {children}
      </div>
    </div>
  );
}
