import { LogIn, Menu, Truck } from 'lucide-react';
import { useState } from 'react';
import { Link, useLocation } from 'wouter';

import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle, SheetTrigger } from '@/components/ui/sheet';
import { PRODUCT_NAME } from '@/config/app';
import { cn } from '@/lib/utils';

import { getNavItems } from './nav-items';
import type { SessionView } from './session-view';

type MobileMenuProps = {
  session: SessionView;
  onQuickDelivery: () => void;
  onLogin: () => void;
  className?: string;
};

/**
 * The slide-out side menu of small screens (spec section 2): the same links as the header, Quick Delivery and,
 * when signed out, the login button. Choosing anything closes the menu.
 */
export function MobileMenu({ session, onQuickDelivery, onLogin, className }: MobileMenuProps) {
  const [open, setOpen] = useState(false);
  const [location] = useLocation();
  const close = () => setOpen(false);

  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="ghost" size="icon" aria-label="Open menu" className={className}>
          <Menu className="size-5" aria-hidden="true" />
        </Button>
      </SheetTrigger>
      <SheetContent side="right" className="w-72 gap-0">
        <SheetHeader className="border-b">
          <SheetTitle>{PRODUCT_NAME}</SheetTitle>
          <SheetDescription className="sr-only">Site navigation</SheetDescription>
        </SheetHeader>
        <nav aria-label="Mobile" className="flex flex-col gap-1 p-3">
          {getNavItems(session).map(({ label, href, icon: Icon }) => (
            <Link
              key={href}
              href={href}
              onClick={close}
              aria-current={location === href ? 'page' : undefined}
              className={cn(
                'flex items-center gap-3 rounded-md px-3 py-2.5 text-sm font-medium outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                location === href && 'bg-accent text-accent-foreground',
              )}
            >
              <Icon className="size-4" aria-hidden="true" />
              {label}
            </Link>
          ))}
        </nav>
        <div className="mt-auto grid gap-2 border-t p-4">
          <Button
            variant="outline"
            onClick={() => {
              close();
              onQuickDelivery();
            }}
          >
            <Truck aria-hidden="true" />
            Quick Delivery
          </Button>
          {session.status === 'signed-out' && (
            <Button
              onClick={() => {
                close();
                onLogin();
              }}
            >
              <LogIn aria-hidden="true" />
              Login to Connect
            </Button>
          )}
        </div>
      </SheetContent>
    </Sheet>
  );
}
