import { LogIn, Store, Truck } from 'lucide-react';
import { Link, useLocation } from 'wouter';

import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetDescription, SheetHeader, SheetTitle } from '@/components/ui/sheet';
import { PRODUCT_NAME } from '@/config/app';
import { shopOwnerSignUpHref } from '@/config/paths';
import { cn } from '@/lib/utils';

import { getNavItems } from './nav-items';
import { offersListYourShop, type SessionView } from './session-view';

export type MobileMenuSheetProps = {
  session: SessionView;
  onQuickDelivery: () => void;
  onLogin: () => void;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back when the menu closes (the menu button). */
  onCloseAutoFocus: (event: Event) => void;
};

/** The slide-out side menu itself, its own chunk: it loads the first time the menu button is pressed. */
export function MobileMenuSheet({
  session,
  onQuickDelivery,
  onLogin,
  open,
  onOpenChange,
  onCloseAutoFocus,
}: MobileMenuSheetProps) {
  const [location] = useLocation();
  const close = () => onOpenChange(false);

  return (
    <Sheet open={open} onOpenChange={onOpenChange}>
      <SheetContent side="right" className="w-72 gap-0" onCloseAutoFocus={onCloseAutoFocus}>
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
          {offersListYourShop(session) && (
            <Button asChild variant="outline">
              <a href={shopOwnerSignUpHref()}>
                <Store aria-hidden="true" />
                List Your Shop
              </a>
            </Button>
          )}
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
