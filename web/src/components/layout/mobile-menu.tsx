import { Menu } from 'lucide-react';
import { lazy, Suspense, useRef, useState } from 'react';

import { Button } from '@/components/ui/button';

import type { SessionView } from './session-view';

// The sheet (Radix Dialog, focus trap, scroll lock) is fetched when the menu is first opened, not with every page.
const MobileMenuSheet = lazy(() =>
  import('./mobile-menu-sheet').then((module) => ({ default: module.MobileMenuSheet })),
);

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
  const [wanted, setWanted] = useState(false);
  const button = useRef<HTMLButtonElement>(null);

  return (
    <>
      <Button
        ref={button}
        variant="ghost"
        size="icon"
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        className={className}
        onClick={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        <Menu className="size-5" aria-hidden="true" />
      </Button>
      {wanted && (
        <Suspense fallback={null}>
          <MobileMenuSheet
            session={session}
            onQuickDelivery={onQuickDelivery}
            onLogin={onLogin}
            open={open}
            onOpenChange={setOpen}
            onCloseAutoFocus={(event) => {
              event.preventDefault();
              button.current?.focus();
            }}
          />
        </Suspense>
      )}
    </>
  );
}
