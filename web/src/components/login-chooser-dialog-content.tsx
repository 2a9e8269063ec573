import { Store, UserRound } from 'lucide-react';
import { useLocation } from 'wouter';

import { safeReturnTo } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { paths, shopOwnerSignUpHref } from '@/config/paths';

export type LoginChooserDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Why sign-in is asked for, for example to see a shop's contact details. */
  description?: string;
};

/**
 * 'Choose Login Type' (spec section 2): Shop Owner Login goes to /shop-owner-auth, Customer Login to
 * /customer-auth, each carrying the page's `returnTo`. Choosing closes the dialog and navigates.
 */
/** The dialog itself, its own chunk (see login-chooser-dialog.tsx). */
export function LoginChooserDialogContent({
  open,
  onOpenChange,
  description = 'Sign in to connect with local shops and their owners.',
}: LoginChooserDialogProps) {
  const [, navigate] = useLocation();

  // Opened by /api/login (issue 24): the chosen sign-in returns where the person was going.
  const returnTo = safeReturnTo(new URLSearchParams(window.location.search).get('returnTo')) ?? undefined;

  const choose = (href: string) => {
    onOpenChange(false);
    navigate(href);
  };

  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="sm:max-w-md">
        <DialogHeader>
          <DialogTitle>Choose Login Type</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <div className="grid gap-3 pt-2">
          <Button size="lg" onClick={() => choose(paths.shopOwnerAuth.getHref({ returnTo }))}>
            <Store aria-hidden="true" />
            Shop Owner Login
          </Button>
          <Button size="lg" variant="outline" onClick={() => choose(paths.customerAuth.getHref({ returnTo }))}>
            <UserRound aria-hidden="true" />
            Customer Login
          </Button>
          <p className="text-center text-sm text-muted-foreground">
            Own a shop?{' '}
            <a href={shopOwnerSignUpHref()} className="font-medium text-primary underline-offset-4 hover:underline">
              Register as Shop Owner
            </a>
          </p>
        </div>
      </DialogContent>
    </Dialog>
  );
}
