import { ArrowRight, Heart, MessageCircle, Search, Store } from 'lucide-react';
import { Link, useLocation } from 'wouter';

import { defaultCategories } from '@app/contracts';

import { NearMeButton } from '@/components/local/near-me-button';
import { SearchForm } from '@/components/search/search-form';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { PRODUCT_NAME } from '@/config/app';
import { paths, shopOwnerSignUpHref } from '@/config/paths';
import { PasswordResetSuccessBanner } from '@/features/auth/components/password-reset-success-banner';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCategories } from '@/features/categories/api/get-categories';
import { CategoryGrid } from '@/features/categories/components/category-grid';
import { HomeProducts } from '@/features/products/components/home-products';

import { lazyRoute } from '../lazy-route';

// Only shop owners see it, so it is not part of the customer home's download.
const ShopOwnerHomeRoute = lazyRoute(() => import('./shop-owner-home'), 'ShopOwnerHomeRoute');

const highlights = [
  {
    icon: Search,
    title: 'Search locally',
    text: 'Find shops and products near you by name or location.',
  },
  {
    icon: Heart,
    title: 'Save your favourites',
    text: 'Keep the shops you love one tap away and rate them for others.',
  },
  {
    icon: MessageCircle,
    title: 'Talk to shop owners',
    text: 'Ask about stock, prices and opening hours before you go.',
  },
];

function Greeting() {
  const { isLoading, isAuthenticated, profile } = useAuth();

  if (isLoading) {
    // As tall as the signed-out heading (two lines on a phone), so the search form below does not move.
    return (
      <div role="status" aria-label="Loading" className="relative flex justify-center">
        <span aria-hidden="true" className="invisible text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
          {PRODUCT_NAME}
        </span>
        <Skeleton className="absolute inset-x-0 top-0 mx-auto h-10 w-72 sm:h-12 sm:w-96" />
      </div>
    );
  }

  return (
    <h1 className="text-4xl font-extrabold tracking-tight text-balance sm:text-5xl">
      {isAuthenticated ? `Welcome back, ${profile?.firstName ?? 'Customer'}!` : PRODUCT_NAME}
    </h1>
  );
}

/**
 * The customer home (spec section 2): greeting, the three-field search, the products with a category filter and
 * 'View All Products (N)', and the categories. A shop owner sees the shop owner home instead (an admin account the
 * customer home, issue 24).
 */
export function HomeRoute() {
  const { isShopOwner, isCustomer, shopOwner } = useAuth();
  const categories = useCategories();
  const [, navigate] = useLocation();

  // An admin account sees the customer home (with the Admin entry); an owner who is also an admin, the owner home.
  if (isShopOwner && !isCustomer && shopOwner?.role === 'shop_owner') return <ShopOwnerHomeRoute />;

  return (
    <>
      <title>{PRODUCT_NAME}</title>
      <section className="bg-gradient-to-b from-accent via-accent/40 to-background">
        <div className="mx-auto w-full max-w-7xl px-4 pt-4 empty:hidden sm:px-6 lg:px-8">
          <PasswordResetSuccessBanner />
        </div>
        <div className="mx-auto max-w-4xl px-4 pt-14 pb-12 text-center sm:px-6 sm:pt-20 lg:px-8">
          <Greeting />
          <p className="mx-auto mt-4 max-w-2xl text-lg text-muted-foreground">
            Discover the shops and products around you, from the corner bakery to the garage down the road.
          </p>
          <SearchForm className="mt-8 text-left" />
          <NearMeButton
            className="mt-4"
            onLocated={(near) => navigate(paths.browse.getHref({ near, sort: 'distance' }))}
          />
        </div>
      </section>

      <HomeProducts categories={categories.data ?? (categories.isError ? defaultCategories : [])} />

      <section aria-labelledby="categories-heading" className="mx-auto w-full max-w-7xl px-4 py-12 sm:px-6 lg:px-8">
        <div className="mb-6 flex flex-wrap items-end justify-between gap-4">
          <div>
            <h2 id="categories-heading" className="text-2xl font-bold tracking-tight">
              Browse by Category
            </h2>
            <p className="mt-1 text-muted-foreground">Explore local businesses by what they offer.</p>
          </div>
          <Button asChild variant="link" className="px-0">
            <Link href={paths.browseShops.getHref()}>
              View all shops
              <ArrowRight aria-hidden="true" />
            </Link>
          </Button>
        </div>
        <CategoryGrid />
      </section>

      <section aria-labelledby="list-your-shop-heading" className="mx-auto w-full max-w-7xl px-4 pb-12 sm:px-6 lg:px-8">
        <div className="flex flex-wrap items-center justify-between gap-4 rounded-xl border bg-accent/40 p-6">
          <div>
            <h2 id="list-your-shop-heading" className="text-xl font-bold tracking-tight">
              Own a local shop?
            </h2>
            <p className="mt-1 text-muted-foreground">List it so people nearby can find it, rate it and message you.</p>
          </div>
          <Button asChild>
            <a href={shopOwnerSignUpHref()}>
              <Store aria-hidden="true" />
              List Your Shop
            </a>
          </Button>
        </div>
      </section>

      <section aria-label="Why use the marketplace" className="border-t bg-zinc-50">
        <ul className="mx-auto grid max-w-7xl gap-6 px-4 py-12 sm:px-6 md:grid-cols-3 lg:px-8">
          {highlights.map(({ icon: Icon, title, text }) => (
            <li key={title} className="flex gap-4">
              <span className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary/10 text-primary">
                <Icon className="size-5" aria-hidden="true" />
              </span>
              <div>
                <h3 className="font-semibold">{title}</h3>
                <p className="mt-1 text-sm text-muted-foreground">{text}</p>
              </div>
            </li>
          ))}
        </ul>
      </section>
    </>
  );
}
