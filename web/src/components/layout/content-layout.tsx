import type { ReactNode } from 'react';

import { PRODUCT_NAME } from '@/config/app';
import { cn } from '@/lib/utils';

type ContentLayoutProps = {
  title: string;
  description?: ReactNode;
  children?: ReactNode;
  className?: string;
};

/** A page's frame: the document title, the page heading and a short line under it. */
export function ContentLayout({ title, description, children, className }: ContentLayoutProps) {
  return (
    <div className={cn('mx-auto w-full max-w-7xl px-4 py-10 sm:px-6 lg:px-8', className)}>
      <title>{`${title} | ${PRODUCT_NAME}`}</title>
      <h1 className="text-3xl font-bold tracking-tight">{title}</h1>
      {description && <p className="mt-2 max-w-2xl text-muted-foreground">{description}</p>}
      {children && <div className="mt-8">{children}</div>}
    </div>
  );
}
