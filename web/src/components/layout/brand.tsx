import { Store } from 'lucide-react';
import { Link } from 'wouter';

import { PRODUCT_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { cn } from '@/lib/utils';

export function Brand({ className, onNavigate }: { className?: string; onNavigate?: () => void }) {
  return (
    <Link
      href={paths.home.getHref()}
      onClick={onNavigate}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-md font-bold tracking-tight outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50',
        className,
      )}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-lg bg-primary text-primary-foreground">
        <Store className="size-4" aria-hidden="true" />
      </span>
      <span className="truncate">{PRODUCT_NAME}</span>
    </Link>
  );
}
