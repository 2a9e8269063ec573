import { LogIn, Store, Truck } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link, useLocation, useSearch } from 'wouter';

import { LoginChooserDialog } from '@/components/login-chooser-dialog';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { shopOwnerSignUpHref } from '@/config/paths';
import { cn } from '@/lib/utils';

import { Brand } from './brand';
import { MobileMenu } from './mobile-menu';
import { getNavItems } from './nav-items';
import { offersListYourShop, type SessionView } from './session-view';

// The account menu (Radix dropdown and its positioning code) and the Quick Delivery dialog are not needed to paint the first
// page, so they load as their own chunks (the menu right after the page, the dialog when first opened): that keeps
// the landing routes within their JS budget.
const AccountMenu = lazy(() => import('./account-menu').then((module) => ({ default: module.AccountMenu })));
const QuickDeliveryDialog = lazy(() =>
  import('./quick-delivery-dialog').then((module) => ({ default: module.QuickDeliveryDialog })),
);

function AccountMenuPlaceholder() {
  return <div className="h-9 w-28 rounded-md bg-zinc-200" aria-hidden="true" />;
}

type HeaderProps = {
  session: SessionView;
  /** The customer's or guest's Messages entry (the chat feature's, composed by the app), or nothing. */
  inboxSlot?: ReactNode;
  onSignOut: () => void;
  isSigningOut?: boolean;
};

/** The sticky header (spec section 2): brand, navigation, Quick Delivery and the sign-in or account controls. */
export function Header({ session, inboxSlot, onSignOut, isSigningOut }: HeaderProps) {
  const [location] = useLocation();
  const search = useSearch();
  const [deliveryOpen, setDeliveryOpen] = useState(false);
  // Mounted (and its chunk fetched) the first time it opens: nothing of it is needed to show the page.
  const [deliveryWanted, setDeliveryWanted] = useState(false);
  if (deliveryOpen && !deliveryWanted) setDeliveryWanted(true);
  // `/api/login` sends a signed-out person to /?login=choose (issue 24): the chooser opens at once.
  const [loginOpen, setLoginOpen] = useState(() => new URLSearchParams(search).get('login') === 'choose');

  return (
    <header className="sticky top-0 z-40 border-b bg-background/90 backdrop-blur supports-[backdrop-filter]:bg-background/75">
      <div className="mx-auto flex h-16 max-w-7xl items-center gap-4 px-4 sm:px-6 lg:px-8">
        <Brand className="text-base sm:text-lg" />

        <nav aria-label="Main" className="ml-4 hidden items-center gap-1 lg:flex">
          {getNavItems(session).map(({ label, href }) => (
            <Link
              key={href}
              href={href}
              aria-current={location === href ? 'page' : undefined}
              className={cn(
                'rounded-md px-3 py-2 text-sm font-medium text-muted-foreground transition-colors outline-none hover:bg-accent hover:text-accent-foreground focus-visible:ring-[3px] focus-visible:ring-ring/50',
                location === href && 'text-foreground',
              )}
            >
              {label}
            </Link>
          ))}
        </nav>

        <div className="ml-auto flex items-center gap-2">
          {offersListYourShop(session) && (
            <Button asChild variant="ghost" className="hidden md:inline-flex">
              {/* A full page navigation (spec 000 section 7): /api/login leads to the owner sign-up. */}
              <a href={shopOwnerSignUpHref()}>
                <Store aria-hidden="true" />
                List Your Shop
              </a>
            </Button>
          )}
          {inboxSlot}
          <Button variant="outline" className="hidden md:inline-flex" onClick={() => setDeliveryOpen(true)}>
            <Truck aria-hidden="true" />
            Quick Delivery
          </Button>

          {session.status === 'loading' && (
            <div className="h-9 w-28 animate-pulse rounded-md bg-zinc-200" role="status" aria-label="Loading account" />
          )}

          {session.status === 'signed-out' && (
            <Button className="hidden sm:inline-flex" onClick={() => setLoginOpen(true)}>
              <LogIn aria-hidden="true" />
              Login to Connect
            </Button>
          )}

          {session.status === 'signed-in' && (
            <>
              {session.shopCount > 0 && (
                <Badge variant="accent" className="hidden gap-1 px-2.5 py-1 sm:inline-flex">
                  <Store aria-hidden="true" />
                  {session.shopCount} shops
                </Badge>
              )}
              <Suspense fallback={<AccountMenuPlaceholder />}>
                <AccountMenu session={session} onSignOut={onSignOut} isSigningOut={isSigningOut} />
              </Suspense>
            </>
          )}

          <MobileMenu
            session={session}
            className="lg:hidden"
            onQuickDelivery={() => setDeliveryOpen(true)}
            onLogin={() => setLoginOpen(true)}
          />
        </div>
      </div>

      <Suspense fallback={null}>
        {deliveryWanted && <QuickDeliveryDialog open={deliveryOpen} onOpenChange={setDeliveryOpen} />}
        <LoginChooserDialog open={loginOpen} onOpenChange={setLoginOpen} />
      </Suspense>
    </header>
  );
}
