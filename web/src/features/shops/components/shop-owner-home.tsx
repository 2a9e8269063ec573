import { LayoutDashboard, MapPin, MessageCircle, Plus, Search, Store } from 'lucide-react';
import type { FormEvent, ReactNode } from 'react';
import { Link, useLocation } from 'wouter';

import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { PRODUCT_NAME } from '@/config/app';
import { paths } from '@/config/paths';

import { useMyShops } from '../api/get-my-shops';
import { useFeaturedShops } from '../api/get-shops';
import { ShopCard, ShopCardSkeleton } from './shop-card';

/** Spec section 9: the owner home shows 2 own shops and 3 featured shops. */
const OWN_SHOPS_SHOWN = 2;
const FEATURED_SHOPS_SHOWN = 3;

const quickActions = [
  { title: 'Dashboard', text: 'Your shops, products and numbers', icon: LayoutDashboard },
  { title: 'Add Shop', text: 'List another shop', icon: Plus },
  { title: 'Messages', text: 'Answer your customers', icon: MessageCircle },
] as const;

/** Search and location, sent to the shop list at /browse (spec section 2, Shop owner home). */
function OwnerShopSearch() {
  const [, navigate] = useLocation();
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    const read = (name: string) => {
      const value = data.get(name);
      return typeof value === 'string' ? value : '';
    };
    navigate(paths.browse.getHref({ search: read('search'), location: read('location') }));
  };
  return (
    <form
      role="search"
      aria-label="Search shops"
      onSubmit={handleSubmit}
      className="grid gap-3 rounded-2xl border bg-card p-3 shadow-lg shadow-zinc-900/5 sm:p-4 md:grid-cols-[1fr_1fr_auto]"
    >
      <div className="relative">
        <Label htmlFor="owner-search" className="sr-only">
          Search shops
        </Label>
        <Search
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input id="owner-search" name="search" placeholder="Search shops..." className="h-11 pl-9" />
      </div>
      <div className="relative">
        <Label htmlFor="owner-location" className="sr-only">
          Location
        </Label>
        <MapPin
          className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-muted-foreground"
          aria-hidden="true"
        />
        <Input id="owner-location" name="location" placeholder="Enter location..." className="h-11 pl-9" />
      </div>
      <Button type="submit" size="lg" className="h-11">
        <Search aria-hidden="true" />
        Search
      </Button>
    </form>
  );
}

type ShopOwnerHomeProps = {
  firstName: string | null;
  /** Own shops are read (and 'My Shops (N)' shown) only for a signed-in person (spec section 7). */
  isSignedIn: boolean;
  /** The category tiles (composed in by the route from the categories feature). */
  categoryTiles: ReactNode;
  /** FAVOURITE SLOT for the featured shops' cards. */
  renderFavorite?: (shopId: number) => ReactNode;
};

/**
 * The shop owner home (spec section 2): greeting, a search to /browse, Quick Actions to /dashboard, 'My Shops (N)'
 * with up to two own shops, 'Featured Shops' with up to three approved shops, and the category tiles.
 */
export function ShopOwnerHome({ firstName, isSignedIn, categoryTiles, renderFavorite }: ShopOwnerHomeProps) {
  const myShops = useMyShops({ enabled: isSignedIn });
  const featured = useFeaturedShops(FEATURED_SHOPS_SHOWN);
  const ownShops = myShops.data ?? [];

  return (
    <>
      <title>{`Shop Owner Home | ${PRODUCT_NAME}`}</title>
      <section className="bg-gradient-to-b from-accent via-accent/40 to-background">
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 lg:px-8">
          <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
            Welcome back, {firstName ?? 'Shop Owner'}!
          </h1>
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Manage your shops and see what other local businesses are doing.
          </p>
          <div className="mt-8 text-left">
            <OwnerShopSearch />
          </div>
        </div>
      </section>

      <div className="mx-auto grid w-full max-w-7xl gap-12 px-4 py-12 sm:px-6 lg:px-8">
        <section aria-labelledby="quick-actions-heading">
          <h2 id="quick-actions-heading" className="mb-4 text-2xl font-bold tracking-tight">
            Quick Actions
          </h2>
          <ul className="grid gap-4 sm:grid-cols-3">
            {quickActions.map(({ title, text, icon: Icon }) => (
              <li key={title}>
                <Link
                  href={paths.dashboard.getHref()}
                  className="flex h-full items-center gap-4 rounded-xl border bg-card p-5 shadow-xs transition outline-none hover:border-primary/40 hover:shadow-md focus-visible:ring-[3px] focus-visible:ring-ring/50"
                >
                  <span className="flex size-11 items-center justify-center rounded-lg bg-primary/10 text-primary">
                    <Icon className="size-5" aria-hidden="true" />
                  </span>
                  <span>
                    <span className="block font-semibold">{title}</span>
                    <span className="block text-sm text-muted-foreground">{text}</span>
                  </span>
                </Link>
              </li>
            ))}
          </ul>
        </section>

        {isSignedIn && (
          <section aria-labelledby="my-shops-heading">
            <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
              <h2 id="my-shops-heading" className="text-2xl font-bold tracking-tight">
                My Shops ({ownShops.length})
              </h2>
              <Button asChild variant="link" className="px-0">
                <Link href={paths.dashboard.getHref()}>Manage in Dashboard</Link>
              </Button>
            </div>
            {myShops.isPending ? (
              <div className="grid gap-6 sm:grid-cols-2">
                <ShopCardSkeleton />
                <ShopCardSkeleton />
              </div>
            ) : ownShops.length === 0 ? (
              <Card>
                <CardContent className="flex flex-col items-center py-4 text-center">
                  <Store className="size-10 text-muted-foreground" aria-hidden="true" />
                  <p className="mt-3 font-semibold">You have no shops yet</p>
                  <Button asChild className="mt-4">
                    <Link href={paths.dashboard.getHref()}>
                      <Plus aria-hidden="true" />
                      Add Shop
                    </Link>
                  </Button>
                </CardContent>
              </Card>
            ) : (
              <ul className="grid gap-6 sm:grid-cols-2">
                {ownShops.slice(0, OWN_SHOPS_SHOWN).map((shop) => (
                  <li key={shop.id}>
                    <ShopCard
                      shop={shop}
                      footer={
                        shop.isApproved ? (
                          <Badge className="bg-emerald-600 text-white">Approved</Badge>
                        ) : (
                          <Badge variant="secondary">Pending</Badge>
                        )
                      }
                    />
                  </li>
                ))}
              </ul>
            )}
          </section>
        )}

        <section aria-labelledby="featured-shops-heading">
          <div className="mb-4 flex flex-wrap items-end justify-between gap-3">
            <h2 id="featured-shops-heading" className="text-2xl font-bold tracking-tight">
              Featured Shops
            </h2>
            <Button asChild variant="link" className="px-0">
              <Link href={paths.browse.getHref()}>View all shops</Link>
            </Button>
          </div>
          {featured.isPending ? (
            <div className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {Array.from({ length: FEATURED_SHOPS_SHOWN }, (_, index) => (
                <ShopCardSkeleton key={index} />
              ))}
            </div>
          ) : (featured.data?.items.length ?? 0) === 0 ? (
            <p className="text-muted-foreground">Approved shops will appear here.</p>
          ) : (
            <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {featured.data?.items.slice(0, FEATURED_SHOPS_SHOWN).map((shop) => (
                <li key={shop.id}>
                  <ShopCard shop={shop} favoriteSlot={renderFavorite?.(shop.id)} />
                </li>
              ))}
            </ul>
          )}
        </section>

        <section aria-labelledby="owner-categories-heading">
          <h2 id="owner-categories-heading" className="mb-4 text-2xl font-bold tracking-tight">
            Browse by Category
          </h2>
          {categoryTiles}
        </section>
      </div>
    </>
  );
}
