import { Heart, House, LayoutDashboard, Shield, Store, UserRound, type LucideIcon } from 'lucide-react';

import { paths } from '@/config/paths';

import type { SessionView } from './session-view';

export type NavItem = { label: string; href: string; icon: LucideIcon };

/**
 * The header's links (spec section 2): Favorites and My Account for customers only, Dashboard for anyone signed
 * in, Admin only for admins. The desktop bar and the mobile menu both use this list.
 */
export function getNavItems(session: SessionView): NavItem[] {
  const signedIn = session.status === 'signed-in' ? session : null;
  const items: Array<NavItem | false> = [
    { label: 'Home', href: paths.home.getHref(), icon: House },
    { label: 'Browse Shops', href: paths.browseShops.getHref(), icon: Store },
    !!signedIn?.isCustomer && { label: 'Favorites', href: paths.favorites.getHref(), icon: Heart },
    !!signedIn?.isCustomer && { label: 'My Account', href: paths.customerProfile.getHref(), icon: UserRound },
    !!signedIn && { label: 'Dashboard', href: paths.dashboard.getHref(), icon: LayoutDashboard },
    !!signedIn?.isAdmin && { label: 'Admin', href: paths.admin.getHref(), icon: Shield },
  ];
  return items.filter((item): item is NavItem => item !== false);
}
