import { ArrowLeft, CalendarDays, Heart, LogOut, Mail, MapPin, MessageCircle, Phone, Store } from 'lucide-react';
import { useEffect, type ReactNode } from 'react';
import { Link } from 'wouter';

import { Avatar, AvatarFallback, AvatarImage } from '@/components/ui/avatar';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { paths } from '@/config/paths';
import { formatDate } from '@/lib/format';

import { useCustomerAuth } from '../api/get-customer-auth';
import { useDelayedNavigate } from '../hooks/use-delayed-navigate';
import { useSignOut } from '../hooks/use-sign-out';
import { SIGNED_OUT_REDIRECT_MS } from '../lib/redirects';
import type { Customer } from '../types';

/** Spec section 9: the profile shows at most 3 favourites and 3 conversations. */
export const PROFILE_LIST_LIMIT = 3;

/** One line of the profile's favourites or conversations: a shop's name, where it leads, and its place or date. */
export type ProfileListItem = { id: number; shopName: string; href: string; location?: string; date?: string | null };

/** A list the route composes in from the feature that owns it: its items, and whether it is still loading. */
export type ProfileList = { items: readonly ProfileListItem[]; isLoading: boolean };

function initialsOf(customer: Customer): string {
  const letters = [customer.firstName, customer.lastName]
    .map((part) => part.trim().charAt(0))
    .filter(Boolean)
    .join('');
  return (letters || customer.name.trim().charAt(0) || '?').toUpperCase();
}

function DetailRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="flex items-start gap-3">
      <span className="mt-0.5 text-muted-foreground">{icon}</span>
      <div className="min-w-0">
        <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">{label}</dt>
        <dd className="truncate text-sm">{children}</dd>
      </div>
    </div>
  );
}

function StatTile({
  icon,
  label,
  value,
  loading,
}: {
  icon: ReactNode;
  label: string;
  value: number;
  loading: boolean;
}) {
  return (
    <div className="flex items-center gap-3 rounded-lg border bg-card px-4 py-3">
      <span className="flex size-9 items-center justify-center rounded-md bg-primary/10 text-primary">{icon}</span>
      <div>
        {loading ? <Skeleton className="h-6 w-8" /> : <p className="text-xl font-bold">{value}</p>}
        <p className="text-xs text-muted-foreground">{label}</p>
      </div>
    </div>
  );
}

function ProfileListCard({
  title,
  description,
  empty,
  items,
}: {
  title: string;
  description: string;
  empty: string;
  items: readonly ProfileListItem[];
}) {
  return (
    <Card>
      <CardHeader>
        <CardTitle>{title}</CardTitle>
        <CardDescription>{description}</CardDescription>
      </CardHeader>
      <CardContent>
        {items.length === 0 ? (
          <p className="text-sm text-muted-foreground">{empty}</p>
        ) : (
          <ul className="grid gap-2">
            {items.slice(0, PROFILE_LIST_LIMIT).map((item) => (
              <li key={item.id}>
                <Link
                  href={item.href}
                  className="flex items-center justify-between gap-3 rounded-lg border px-4 py-3 outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="font-medium">{item.shopName}</span>
                  {item.location && (
                    <span className="flex items-center gap-1 text-sm text-muted-foreground">
                      <MapPin className="size-3.5" aria-hidden="true" />
                      {item.location}
                    </span>
                  )}
                  {item.date && <span className="text-sm text-muted-foreground">{item.date}</span>}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ProfileSkeleton() {
  return (
    <div role="status" aria-label="Loading profile" className="grid gap-6 lg:grid-cols-[22rem_1fr]">
      <Skeleton className="h-96 rounded-xl" />
      <div className="grid gap-6">
        <Skeleton className="h-44 rounded-xl" />
        <Skeleton className="h-44 rounded-xl" />
      </div>
    </div>
  );
}

/**
 * The customer profile (spec section 2): avatar initials, contact details, city, join date, the counts of
 * favourites and conversations, the 'Customer' or 'Shop Owner' badge, Sign Out, back to home, 'Browse More Shops',
 * the first 3 favourite shops and the first 3 conversations (the route composes both lists in from the reviews and
 * chat features). A signed-out visitor goes to /customer-auth after 500 ms.
 */
export function CustomerProfile({ favorites, conversations }: { favorites: ProfileList; conversations: ProfileList }) {
  const customerAuth = useCustomerAuth();
  const customer = customerAuth.data?.authenticated ? customerAuth.data.customer : null;
  const signedIn = customer !== null;
  const { signOut, isSigningOut } = useSignOut();
  const { navigateAfter, cancel } = useDelayedNavigate();

  const settledSignedOut = !customerAuth.isLoading && !customerAuth.isFetching && !signedIn;
  useEffect(() => {
    if (!settledSignedOut) return;
    navigateAfter(paths.customerAuth.getHref(), SIGNED_OUT_REDIRECT_MS);
    return cancel;
  }, [settledSignedOut, navigateAfter, cancel]);

  if (!customer) {
    if (customerAuth.isLoading || customerAuth.isFetching) return <ProfileSkeleton />;
    return (
      <p role="status" className="py-16 text-center text-muted-foreground">
        Please sign in to see your profile. Taking you to sign in…
      </p>
    );
  }

  const joined = formatDate(customer.createdAt);

  return (
    <div className="grid gap-6 lg:grid-cols-[22rem_1fr] lg:items-start">
      <Card>
        <CardContent className="flex flex-col items-center gap-4 text-center">
          <Avatar className="size-20 text-2xl">
            {customer.profileImageUrl && <AvatarImage src={customer.profileImageUrl} alt="" />}
            <AvatarFallback className="bg-primary text-primary-foreground" aria-label="Initials">
              {initialsOf(customer)}
            </AvatarFallback>
          </Avatar>
          <div className="grid justify-items-center gap-2">
            <h2 className="text-xl font-semibold">{customer.name}</h2>
            <Badge variant={customer.role === 'customer' ? 'accent' : 'secondary'}>
              {customer.role === 'customer' ? 'Customer' : 'Shop Owner'}
            </Badge>
          </div>
          <dl className="grid w-full gap-4 border-t pt-4 text-left">
            {customer.email && (
              <DetailRow icon={<Mail className="size-4" aria-hidden="true" />} label="Email">
                {customer.email}
                {customer.isEmailVerified && (
                  <Badge variant="outline" className="ml-2 align-middle">
                    Verified
                  </Badge>
                )}
              </DetailRow>
            )}
            {customer.phone && (
              <DetailRow icon={<Phone className="size-4" aria-hidden="true" />} label="Phone">
                {customer.phone}
              </DetailRow>
            )}
            <DetailRow icon={<MapPin className="size-4" aria-hidden="true" />} label="City">
              {customer.city || 'Not set'}
            </DetailRow>
            {joined && (
              <DetailRow icon={<CalendarDays className="size-4" aria-hidden="true" />} label="Member since">
                {joined}
              </DetailRow>
            )}
          </dl>
          <div className="grid w-full gap-2 border-t pt-4">
            <Button asChild>
              <Link href={paths.browseProducts.getHref()}>
                <Store aria-hidden="true" />
                Browse More Shops
              </Link>
            </Button>
            <Button asChild variant="outline">
              <Link href={paths.home.getHref()}>
                <ArrowLeft aria-hidden="true" />
                Back to Home
              </Link>
            </Button>
            <Button variant="ghost" className="text-destructive" disabled={isSigningOut} onClick={signOut}>
              <LogOut aria-hidden="true" />
              Sign Out
            </Button>
          </div>
        </CardContent>
      </Card>

      <div className="grid gap-6">
        <div className="grid gap-4 sm:grid-cols-2">
          <StatTile
            icon={<Heart className="size-4" aria-hidden="true" />}
            label="Favourite shops"
            value={favorites.items.length}
            loading={favorites.isLoading}
          />
          <StatTile
            icon={<MessageCircle className="size-4" aria-hidden="true" />}
            label="Conversations"
            value={conversations.items.length}
            loading={conversations.isLoading}
          />
        </div>

        <ProfileListCard
          title="Favourite Shops"
          description="The shops you saved most recently."
          empty="No favourite shops yet."
          items={favorites.items}
        />
        <ProfileListCard
          title="Recent Conversations"
          description="Your latest messages with shop owners."
          empty="No conversations yet."
          items={conversations.items}
        />
      </div>
    </div>
  );
}
