/**
 * What the header needs to know about the person, prepared by the app from the auth feature, so the layout stays
 * free of features (shared -> features -> app).
 */
export type SignedInView = {
  status: 'signed-in';
  isCustomer: boolean;
  isAdmin: boolean;
  /** The account menu offers Dashboard to general users and shop owners only (spec section 2). */
  showDashboardInMenu: boolean;
  firstName: string | null;
  fullName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  shopCount: number;
};

export type SessionView = { status: 'loading' } | { status: 'signed-out' } | SignedInView;

/** 'List Your Shop' in the header (issue 15): for visitors and customers, not for owners or admins. */
export function offersListYourShop(session: SessionView): boolean {
  if (session.status === 'signed-out') return true;
  return session.status === 'signed-in' && session.isCustomer && !session.showDashboardInMenu && !session.isAdmin;
}
