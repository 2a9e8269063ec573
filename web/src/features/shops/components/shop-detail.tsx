import {
  ArrowLeft,
  CalendarDays,
  Eye,
  Globe,
  Lock,
  Mail,
  MapPin,
  MessageCircle,
  Navigation,
  Package,
  Phone,
  Star,
  Store,
  TriangleAlert,
} from 'lucide-react';
import { useEffect, useState, type ReactNode } from 'react';
import { useLocation, useSearchParams } from 'wouter';

import { SHOP_COVER_IMAGE_SIZES, type ProductResponse, type ShopDetailResponse } from '@app/contracts';

import { OpenStatusBadge } from '@/components/local/open-status-badge';
import { OpeningHoursList } from '@/components/local/opening-hours-list';
import { ShopsMap } from '@/components/local/shops-map';
import { LoginChooserDialog } from '@/components/login-chooser-dialog';
import { ProductImage } from '@/components/media/product-image';
import { ShopImage } from '@/components/media/shop-image';
import { StarRating } from '@/components/rating/star-rating';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { toast } from '@/components/ui/use-toast';
import { PRODUCT_NAME } from '@/config/app';
import { directionsHref } from '@/config/map';
import { paths } from '@/config/paths';
import { getErrorStatus } from '@/lib/api-client';
import { useChatLauncher } from '@/lib/chat-launcher';
import { formatDate, formatPrice } from '@/lib/format';

import { useShop } from '../api/get-shop';
import { recordLead } from '../api/record-lead';
import { useContactReveal } from '../hooks/use-contact-reveal';
import { ShopGallery } from './shop-gallery';

type ShopDetailProps = {
  shopId: string;
  /** A customer or a shop owner is signed in: contact details show and Rate opens the rating dialog (spec 6). */
  isSignedIn: boolean;
  /** FAVOURITE SLOT: the favourites issue puts its heart button next to the shop's name. */
  favoriteSlot?: ReactNode;
  /** RATING SLOT: the reviews issue's Rate action (its dialog or login chooser); without it Rate is a placeholder. */
  onRate?: () => void;
  /** REVIEWS SLOT: the reviews issue's list of reviews, under Products & Services. */
  reviewsSlot?: ReactNode;
};

type LoginPurpose = 'contact' | 'rate' | 'call';

const loginPurposeText: Record<LoginPurpose, string> = {
  contact: "Sign in to see this shop's phone number, e-mail, website and address.",
  call: "Sign in to see this shop's phone number.",
  rate: 'Sign in to rate this shop.',
};

/** 'Shop Not Found' (spec section 2): shown when the API answers 404 for the shop. */
function ShopNotFound() {
  const [, navigate] = useLocation();
  const goBack = () => {
    if (window.history.length > 1) window.history.back();
    else navigate(paths.browse.getHref());
  };
  return (
    <div className="mx-auto flex w-full max-w-lg flex-1 flex-col items-center justify-center px-4 py-24 text-center">
      <title>{`Shop Not Found | ${PRODUCT_NAME}`}</title>
      <TriangleAlert className="size-12 text-amber-500" aria-hidden="true" />
      <h1 className="mt-4 text-2xl font-bold">Shop Not Found</h1>
      <p className="mt-2 text-muted-foreground">The shop you're looking for doesn't exist or has been removed.</p>
      <Button className="mt-6" onClick={goBack}>
        <ArrowLeft aria-hidden="true" />
        Go Back
      </Button>
    </div>
  );
}

function ShopDetailLoading() {
  return (
    // At least a screen tall, so the footer does not show and then jump down when the shop arrives.
    <div className="mx-auto min-h-dvh w-full max-w-7xl px-4 py-8 sm:px-6 lg:px-8" aria-busy="true">
      <p role="status" className="mb-6 text-center text-muted-foreground">
        Loading shop details...
      </p>
      <Skeleton className="h-64 w-full rounded-2xl" />
      <div className="mt-8 grid gap-6 lg:grid-cols-3">
        <Skeleton className="h-48 lg:col-span-2" />
        <Skeleton className="h-48" />
      </div>
    </div>
  );
}

function availabilityText(quantity: number): string {
  return quantity > 0 ? `${quantity} available` : 'Out of stock';
}

function ShopProductTile({ product }: { product: ProductResponse }) {
  return (
    <li className="flex gap-4 rounded-lg border p-3">
      <ProductImage
        src={product.imageUrl ?? product.images[0]}
        alt={product.name}
        className="size-20 shrink-0 rounded-md"
        iconClassName="size-8"
      />
      <div className="min-w-0 flex-1">
        <div className="flex items-start justify-between gap-2">
          <h3 className="font-semibold">{product.name}</h3>
          <span className="shrink-0 font-semibold text-primary">{formatPrice(product.price)}</span>
        </div>
        {product.description && (
          <p className="mt-1 line-clamp-2 text-sm text-muted-foreground">{product.description}</p>
        )}
        <p className={product.quantity > 0 ? 'mt-1 text-xs text-emerald-700' : 'mt-1 text-xs text-destructive'}>
          {availabilityText(product.quantity)}
        </p>
      </div>
    </li>
  );
}

/**
 * One name-value group of the contact list. A <dl> group may hold only <dt> and <dd>, so the icon sits inside the
 * <dt>, placed in the left gutter (16 px icon + 12 px gap) beside both lines.
 */
function ContactRow({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-w-0 pl-7">
      <dt className="text-xs font-medium tracking-wide text-muted-foreground uppercase">
        <span className="absolute top-0.5 left-0 text-muted-foreground">{icon}</span>
        {label}
      </dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}

function websiteHref(website: string): string {
  return /^https?:\/\//i.test(website) ? website : `https://${website}`;
}

function ShopDetailView({
  shop,
  isSignedIn,
  favoriteSlot,
  onRate,
  reviewsSlot,
}: { shop: ShopDetailResponse } & Omit<ShopDetailProps, 'shopId'>) {
  const [loginPurpose, setLoginPurpose] = useState<LoginPurpose | null>(null);
  const products = shop.products ?? [];
  const productCount = shop._count?.products ?? products.length;
  const memberSince = formatDate(shop.createdAt) ?? 'Unknown';

  const rate = () => {
    if (onRate) {
      onRate();
      return;
    }
    if (!isSignedIn) {
      setLoginPurpose('rate');
      return;
    }
    // Placeholder until the reviews issue adds the rating dialog.
    toast({ title: 'Ratings are coming soon', description: 'You will soon be able to rate this shop here.' });
  };

  const call = () => {
    if (!isSignedIn) setLoginPurpose('call');
  };

  // Leads for the owner's statistics (issue 16); the server ignores the owner's own.
  const contactRef = useContactReveal<HTMLDListElement>(shop.id, isSignedIn);
  const lead = (type: 'call' | 'website' | 'directions') => () => recordLead(shop.id, type);

  const { openChat } = useChatLauncher();
  const messageShop = () => openChat({ shopId: shop.id, shopName: shop.name });
  // An unread-message e-mail links here with ?chat=<conversation>: the shop's chat opens on the conversation.
  const [searchParams] = useSearchParams();
  const chatLink = searchParams.has('chat');
  useEffect(() => {
    if (chatLink) openChat({ shopId: shop.id, shopName: shop.name });
  }, [chatLink, shop.id, shop.name, openChat]);

  return (
    <div className="pb-16">
      <title>{`${shop.name} – ${shop.location} | ${PRODUCT_NAME}`}</title>
      <section className="relative isolate overflow-hidden bg-zinc-900 text-white">
        {/* Usually the page's largest paint: fetched before other images (and preloaded by the gateway's HTML). */}
        <ShopImage
          src={shop.imageUrl}
          alt=""
          fetchPriority="high"
          sizes={SHOP_COVER_IMAGE_SIZES}
          className="absolute inset-0 -z-10 size-full object-cover opacity-40"
        />
        <div className="mx-auto w-full max-w-7xl px-4 py-14 sm:px-6 lg:px-8">
          <div className="flex flex-wrap items-center gap-3">
            {shop.category && <Badge className="bg-white/90 text-zinc-900">{shop.category.name}</Badge>}
            {favoriteSlot}
          </div>
          <h1 className="mt-3 text-3xl font-extrabold tracking-tight sm:text-4xl">{shop.name}</h1>
          {shop.description && <p className="mt-3 max-w-3xl text-lg text-white/85">{shop.description}</p>}
          <div className="mt-5 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-white/90">
            <span className="flex items-center gap-1.5">
              <MapPin className="size-4" aria-hidden="true" />
              {shop.location}
            </span>
            <StarRating rating={shop.rating} reviewCount={shop.reviewCount} className="[&_span]:text-white/90" />
            <span>
              {shop.reviewCount} {shop.reviewCount === 1 ? 'review' : 'reviews'}
            </span>
            <span className="flex items-center gap-1.5">
              <Eye className="size-4" aria-hidden="true" />
              {shop.viewCount} {shop.viewCount === 1 ? 'view' : 'views'}
            </span>
          </div>
        </div>
      </section>

      <div className="mx-auto mt-8 grid w-full max-w-7xl gap-6 px-4 sm:px-6 lg:grid-cols-3 lg:px-8">
        <div className="grid content-start gap-6 lg:col-span-2">
          <Card>
            <CardHeader>
              <h2 className="text-lg leading-none font-semibold">About</h2>
            </CardHeader>
            <CardContent>
              <p className="whitespace-pre-line text-muted-foreground">
                {shop.description || 'This shop has not added a description yet.'}
              </p>
            </CardContent>
          </Card>

          <ShopGallery shop={shop} />

          <Card>
            <CardHeader>
              <h2 className="text-lg leading-none font-semibold">Products &amp; Services ({productCount})</h2>
            </CardHeader>
            <CardContent>
              {products.length === 0 ? (
                <div className="flex flex-col items-center py-6 text-center text-muted-foreground">
                  <Package className="size-8" aria-hidden="true" />
                  <p className="mt-2">No products listed yet.</p>
                </div>
              ) : (
                <ul className="grid gap-3 md:grid-cols-2" aria-label="Products">
                  {products.map((product) => (
                    <ShopProductTile key={product.id} product={product} />
                  ))}
                </ul>
              )}
            </CardContent>
          </Card>

          {reviewsSlot}

          <Card>
            <CardHeader>
              <h2 className="text-lg leading-none font-semibold">Contact Information</h2>
            </CardHeader>
            <CardContent>
              <dl ref={contactRef} className="grid gap-4 sm:grid-cols-2">
                <ContactRow icon={<MapPin className="size-4" aria-hidden="true" />} label="Location">
                  {shop.location}
                </ContactRow>
                {isSignedIn && (
                  <>
                    <ContactRow icon={<Store className="size-4" aria-hidden="true" />} label="Address">
                      {shop.address || 'Not provided'}
                    </ContactRow>
                    <ContactRow icon={<Phone className="size-4" aria-hidden="true" />} label="Phone">
                      {shop.phone ? (
                        <a href={`tel:${shop.phone}`} onClick={lead('call')} className="text-primary hover:underline">
                          {shop.phone}
                        </a>
                      ) : (
                        'Not provided'
                      )}
                    </ContactRow>
                    <ContactRow icon={<Mail className="size-4" aria-hidden="true" />} label="Email">
                      {shop.email ? (
                        <a href={`mailto:${shop.email}`} className="text-primary hover:underline">
                          {shop.email}
                        </a>
                      ) : (
                        'Not provided'
                      )}
                    </ContactRow>
                    <ContactRow icon={<Globe className="size-4" aria-hidden="true" />} label="Website">
                      {shop.website ? (
                        <a
                          href={websiteHref(shop.website)}
                          target="_blank"
                          rel="noreferrer noopener"
                          onClick={lead('website')}
                          className="text-primary hover:underline"
                        >
                          {shop.website}
                        </a>
                      ) : (
                        'Not provided'
                      )}
                    </ContactRow>
                  </>
                )}
              </dl>
              {!isSignedIn && (
                <div className="mt-6 flex flex-col items-start gap-3 rounded-lg border border-dashed bg-muted/40 p-4 sm:flex-row sm:items-center sm:justify-between">
                  <p className="flex items-center gap-2 text-sm">
                    <Lock className="size-4 shrink-0 text-muted-foreground" aria-hidden="true" />
                    Contact details are available to signed-in users only
                  </p>
                  <Button size="sm" onClick={() => setLoginPurpose('contact')}>
                    Sign In to View Contact Details
                  </Button>
                </div>
              )}
            </CardContent>
          </Card>
        </div>

        <div className="grid content-start gap-6">
          <Card>
            <CardHeader>
              <h2 className="text-lg leading-none font-semibold">Opening Hours</h2>
            </CardHeader>
            <CardContent className="grid gap-4">
              <OpenStatusBadge
                openStatus={shop.openStatus}
                hasHours={shop.openingHours.length > 0}
                className="self-start text-sm"
              />
              <OpeningHoursList hours={shop.openingHours} today={shop.openStatus.today} />
              {shop.latitude !== null && shop.longitude !== null && (
                <ShopsMap
                  label={`Map showing where ${shop.name} is`}
                  className="h-56 w-full"
                  markers={[{ id: shop.id, name: shop.name, latitude: shop.latitude, longitude: shop.longitude }]}
                />
              )}
              {shop.latitude !== null && shop.longitude !== null && (
                <Button asChild variant="outline" className="self-start">
                  <a
                    href={directionsHref(shop.latitude, shop.longitude)}
                    target="_blank"
                    rel="noreferrer noopener"
                    onClick={lead('directions')}
                  >
                    <Navigation aria-hidden="true" />
                    Directions
                  </a>
                </Button>
              )}
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <h2 className="text-lg leading-none font-semibold">Get in Touch</h2>
            </CardHeader>
            <CardContent className="grid gap-3">
              {isSignedIn && shop.phone ? (
                <Button asChild size="lg">
                  <a href={`tel:${shop.phone}`} onClick={lead('call')}>
                    <Phone aria-hidden="true" />
                    Call Now
                  </a>
                </Button>
              ) : (
                <Button size="lg" onClick={call} disabled={isSignedIn}>
                  <Phone aria-hidden="true" />
                  Call Now
                </Button>
              )}
              <Button size="lg" variant="outline" onClick={messageShop}>
                <MessageCircle aria-hidden="true" />
                Message Shop
              </Button>
              <Button size="lg" variant="outline" onClick={rate}>
                <Star aria-hidden="true" />
                Rate This Shop
              </Button>
            </CardContent>
          </Card>

          <Card>
            <CardHeader>
              <h2 className="text-lg leading-none font-semibold">Shop Stats</h2>
            </CardHeader>
            <CardContent>
              <dl className="grid gap-3 text-sm">
                <div className="flex items-center justify-between gap-3">
                  <dt className="flex items-center gap-2 text-muted-foreground">
                    <Package className="size-4" aria-hidden="true" />
                    Products
                  </dt>
                  <dd className="font-semibold">{productCount}</dd>
                </div>
                <div className="flex items-center justify-between gap-3">
                  <dt className="flex items-center gap-2 text-muted-foreground">
                    <Eye className="size-4" aria-hidden="true" />
                    Views
                  </dt>
                  <dd className="font-semibold">{shop.viewCount}</dd>
                </div>
                <div className="flex items-center justify-between gap-3">
                  <dt className="flex items-center gap-2 text-muted-foreground">
                    <CalendarDays className="size-4" aria-hidden="true" />
                    Member since
                  </dt>
                  <dd className="font-semibold">{memberSince}</dd>
                </div>
              </dl>
            </CardContent>
          </Card>
        </div>
      </div>

      <LoginChooserDialog
        open={loginPurpose !== null}
        onOpenChange={(open) => {
          if (!open) setLoginPurpose(null);
        }}
        description={loginPurpose ? loginPurposeText[loginPurpose] : undefined}
      />
    </div>
  );
}

/**
 * The shop detail page (spec section 2, /shops/{id}): header, About, Products & Services, Contact Information (the
 * details only for signed-in people), Get in Touch, Shop Stats; 'Loading shop details...' while loading and 'Shop
 * Not Found' when the API answers 404.
 */
export function ShopDetail({ shopId, isSignedIn, favoriteSlot, onRate, reviewsSlot }: ShopDetailProps) {
  const query = useShop(shopId);

  if (query.isPending) return <ShopDetailLoading />;
  if (query.isError) {
    const status = getErrorStatus(query.error);
    if (status === 404 || status === 400) return <ShopNotFound />;
    return (
      <div className="mx-auto flex max-w-lg flex-1 flex-col items-center justify-center px-4 py-24 text-center">
        <h1 className="text-2xl font-bold">Something went wrong</h1>
        <p className="mt-2 text-muted-foreground">We couldn't load this shop. Please try again.</p>
        <Button className="mt-6" onClick={() => void query.refetch()}>
          Try again
        </Button>
      </div>
    );
  }
  return (
    <ShopDetailView
      shop={query.data}
      isSignedIn={isSignedIn}
      favoriteSlot={favoriteSlot}
      onRate={onRate}
      reviewsSlot={reviewsSlot}
    />
  );
}
