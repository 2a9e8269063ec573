import { ChevronDown, LayoutDashboard, LogOut, Shield, UserRound } from 'lucide-react';
import { Link } from 'wouter';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from '@/components/ui/dropdown-menu';
import { paths } from '@/config/paths';

import type { SignedInView } from './session-view';

type AccountMenuProps = {
  session: SignedInView;
  onSignOut: () => void;
  isSigningOut?: boolean;
};

/**
 * The signed-in person's menu (spec section 2): profile image or an icon, the first name or 'Menu'; inside, the
 * full name, the email, Dashboard (general users and shop owners), My Profile (customers), Admin Panel (admins)
 * and Sign Out.
 */
export function AccountMenu({ session, onSignOut, isSigningOut = false }: AccountMenuProps) {
  return (
    <DropdownMenu>
      <DropdownMenuTrigger asChild>
        <Button variant="ghost" className="h-10 gap-2 px-2">
          <Avatar className="size-7">
            {session.profileImageUrl && <AvatarImage src={session.profileImageUrl} alt="" />}
            <AvatarFallback className="bg-accent text-accent-foreground">
              <UserRound className="size-4" aria-hidden="true" />
            </AvatarFallback>
          </Avatar>
          <span className="max-w-[8rem] truncate">{session.firstName ?? 'Menu'}</span>
          <ChevronDown className="size-4 text-muted-foreground" aria-hidden="true" />
        </Button>
      </DropdownMenuTrigger>
      <DropdownMenuContent align="end" className="w-60">
        {(session.fullName || session.email) && (
          <>
            <DropdownMenuLabel className="flex flex-col gap-0.5 font-normal">
              {session.fullName && <span className="truncate font-medium">{session.fullName}</span>}
              {session.email && <span className="truncate text-xs text-muted-foreground">{session.email}</span>}
            </DropdownMenuLabel>
            <DropdownMenuSeparator />
          </>
        )}
        {session.showDashboardInMenu && (
          <DropdownMenuItem asChild>
            <Link href={paths.dashboard.getHref()}>
              <LayoutDashboard aria-hidden="true" />
              Dashboard
            </Link>
          </DropdownMenuItem>
        )}
        {session.isCustomer && (
          <DropdownMenuItem asChild>
            <Link href={paths.customerProfile.getHref()}>
              <UserRound aria-hidden="true" />
              My Profile
            </Link>
          </DropdownMenuItem>
        )}
        {session.isAdmin && (
          <DropdownMenuItem asChild>
            <Link href={paths.admin.getHref()}>
              <Shield aria-hidden="true" />
              Admin Panel
            </Link>
          </DropdownMenuItem>
        )}
        <DropdownMenuSeparator />
        <DropdownMenuItem variant="destructive" disabled={isSigningOut} onSelect={onSignOut}>
          <LogOut aria-hidden="true" />
          Sign Out
        </DropdownMenuItem>
      </DropdownMenuContent>
    </DropdownMenu>
  );
}
