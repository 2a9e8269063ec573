import {
  CreditCard,
  Eye,
  MapPin,
  MapPinned,
  MessageCircle,
  Package,
  Pencil,
  Plus,
  Store,
  TriangleAlert,
} from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Link } from 'wouter';

import type { CategoryResponse, ShopDetailResponse } from '@app/contracts';

import { ProductImage } from '@/components/media/product-image';
import { ShopImage } from '@/components/media/shop-image';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { ANNUAL_SUBSCRIPTION_FEE, PRODUCT_NAME } from '@/config/app';
import { paths } from '@/config/paths';
import { formatMoney, formatPrice } from '@/lib/format';

import { AddProductDialog } from './add-product-dialog';
import { AddShopDialog } from './add-shop-dialog';
import { HowItWorks, SimplePricing } from './dashboard-sections';
import { DeleteProductButton } from './delete-product-button';
import { ShopPlaceDialog } from './shop-place-dialog';

// The charts' library is large: the Statistics tab loads when first opened, outside the dashboard's first chunk.
const StatisticsTab = lazy(() => import('./statistics-tab').then((module) => ({ default: module.StatisticsTab })));

type OwnerShop = ShopDetailResponse;
type ShopRef = { id: number; name: string };

type DashboardProps = {
  firstName: string | null;
  /** GET /api/my-shops, composed in by the route (the shops feature owns the query). */
  shops: OwnerShop[];
  isLoadingShops: boolean;
  categories: readonly Pick<CategoryResponse, 'id' | 'name'>[];
  /** The subscription state, composed in by the route (the billing feature owns it). */
  subscriptionStatus?: ReactNode;
  /** MESSAGES SLOT: the chat feature's inbox for the Messages tab, and its unread badge for the tab's title. */
  messages?: { inbox: ReactNode; badge?: ReactNode };
  /** The tab shown first (an unread-message e-mail links to the Messages tab); My Shops otherwise. */
  initialTab?: string;
  /** REVIEWS SLOT: the reviews feature's list of the owner's reviews with Reply, for the Reviews tab. */
  reviews?: ReactNode;
};

function productCountOf(shop: OwnerShop): number {
  return shop.products?.length ?? shop._count?.products ?? 0;
}

function StatCard({ title, value, note, icon }: { title: string; value: ReactNode; note?: string; icon: ReactNode }) {
  return (
    <Card className="gap-2">
      <CardHeader className="flex flex-row items-center justify-between">
        <CardTitle className="text-sm font-medium text-muted-foreground">{title}</CardTitle>
        <span className="text-muted-foreground">{icon}</span>
      </CardHeader>
      <CardContent>
        <p className="text-3xl font-bold">{value}</p>
        {note && <p className="text-xs text-muted-foreground">{note}</p>}
      </CardContent>
    </Card>
  );
}

function ShopStatusBadge({ approved, status }: { approved: boolean; status: OwnerShop['status'] }) {
  if (status === 'rejected') return <Badge variant="destructive">Rejected</Badge>;
  return approved ? (
    <Badge className="bg-emerald-600 text-white">Approved</Badge>
  ) : (
    <Badge variant="secondary" className="bg-amber-100 text-amber-900">
      Pending Review
    </Badge>
  );
}

type ProductActions = {
  onAddProduct: (shop: ShopRef) => void;
  /** Opens the product form filled in (issue 15). */
  onEditProduct: (shop: ShopRef, product: OwnerShop['products'][number]) => void;
  /** Opens the shop form filled in (issue 15). */
  onEditShop: (shop: OwnerShop) => void;
};

/** Edit and delete, and 'Unavailable' for a product taken off sale (only its owner sees it then). */
function ProductControls({
  shop,
  product,
  onEditProduct,
}: {
  shop: OwnerShop;
  product: OwnerShop['products'][number];
  onEditProduct: ProductActions['onEditProduct'];
}) {
  return (
    <span className="flex items-center gap-1">
      {!product.isActive && <Badge variant="secondary">Unavailable</Badge>}
      <Button
        size="icon"
        variant="ghost"
        aria-label={`Edit ${product.name}`}
        onClick={() => onEditProduct({ id: shop.id, name: shop.name }, product)}
      >
        <Pencil aria-hidden="true" />
      </Button>
      <DeleteProductButton product={product} />
    </span>
  );
}

function MyShopCard({ shop, onAddProduct, onEditProduct, onEditShop }: { shop: OwnerShop } & ProductActions) {
  const products = shop.products ?? [];
  const [placing, setPlacing] = useState(false);
  const unplaced = shop.latitude === null || shop.longitude === null;
  return (
    <Card aria-label={shop.name} role="article">
      <CardHeader>
        <div className="flex flex-wrap items-start justify-between gap-2">
          <div className="flex items-center gap-3">
            <ShopImage
              src={shop.imageUrl}
              alt={`Cover of ${shop.name}`}
              sizes="64px"
              loading="lazy"
              className="size-16 shrink-0 rounded-md object-cover"
            />
            <CardTitle className="text-lg">{shop.name}</CardTitle>
          </div>
          <ShopStatusBadge approved={shop.isApproved} status={shop.status} />
        </div>
        {shop.description && <CardDescription className="line-clamp-2">{shop.description}</CardDescription>}
        {shop.subscriptionExpired && (
          <div
            role="note"
            className="flex flex-wrap items-center justify-between gap-2 rounded-md bg-amber-100 p-2 text-sm text-amber-900"
          >
            <span>Hidden: subscription expired</span>
            <Button asChild size="sm">
              <Link href={paths.subscribe.getHref()}>Renew</Link>
            </Button>
          </div>
        )}
        {shop.status === 'rejected' && (
          <p role="note" className="rounded-md bg-destructive/10 p-2 text-sm text-destructive">
            Rejected: {shop.rejectionReason ?? 'No reason provided'}. Edit the shop to send it back for review.
          </p>
        )}
      </CardHeader>
      <CardContent className="grid gap-4">
        <div className="flex flex-wrap gap-x-5 gap-y-1 text-sm text-muted-foreground">
          <span className="flex items-center gap-1.5">
            <Eye className="size-4" aria-hidden="true" />
            {shop.viewCount} {shop.viewCount === 1 ? 'view' : 'views'}
          </span>
          <span className="flex items-center gap-1.5">
            <Package className="size-4" aria-hidden="true" />
            {productCountOf(shop)} {productCountOf(shop) === 1 ? 'product' : 'products'}
          </span>
          <span className="flex items-center gap-1.5">
            <MapPin className="size-4" aria-hidden="true" />
            {shop.location}
          </span>
        </div>
        {unplaced && (
          <p className="flex items-center gap-2 rounded-md bg-amber-50 p-2 text-sm text-amber-900" role="status">
            <TriangleAlert className="size-4 shrink-0" aria-hidden="true" />
            We could not place this shop on the map: drop a pin
          </p>
        )}
        <div className="flex flex-wrap gap-2">
          <Button size="sm" onClick={() => onAddProduct({ id: shop.id, name: shop.name })}>
            <Plus aria-hidden="true" />
            Add Product
          </Button>
          <Button asChild size="sm" variant="outline">
            <Link href={paths.shop.getHref(shop.id)}>View Shop</Link>
          </Button>
          <Button size="sm" variant="outline" onClick={() => onEditShop(shop)}>
            <Pencil aria-hidden="true" />
            Edit Shop
          </Button>
          <Button size="sm" variant="outline" onClick={() => setPlacing(true)}>
            <MapPinned aria-hidden="true" />
            Map pin and hours
          </Button>
        </div>
        {placing && <ShopPlaceDialog shop={shop} onClose={() => setPlacing(false)} />}
        {products.length > 0 && (
          <ul
            className="grid max-h-48 gap-1 overflow-y-auto rounded-md border p-2"
            aria-label={`Products of ${shop.name}`}
          >
            {products.map((product) => (
              <li key={product.id} className="flex items-center justify-between gap-2 rounded px-2 py-1 hover:bg-muted">
                <span className="truncate text-sm">{product.name}</span>
                <span className="flex items-center gap-1">
                  <span className="text-sm text-muted-foreground">{formatPrice(product.price)}</span>
                  <ProductControls shop={shop} product={product} onEditProduct={onEditProduct} />
                </span>
              </li>
            ))}
          </ul>
        )}
      </CardContent>
    </Card>
  );
}

function ProductsTab({ shops, onAddProduct, onEditProduct }: { shops: OwnerShop[] } & ProductActions) {
  const [pickedShopId, setPickedShopId] = useState<string>('');
  const products = shops.flatMap((shop) => (shop.products ?? []).map((product) => ({ product, shop })));
  const approvedShops = shops.filter((shop) => shop.isApproved).length;
  const average = shops.length > 0 ? Math.round(products.length / shops.length) : 0;
  const pickedShop = shops.find((shop) => String(shop.id) === pickedShopId);

  return (
    <div className="grid gap-6">
      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="Total Products"
          value={products.length}
          icon={<Package className="size-4" aria-hidden="true" />}
        />
        <StatCard title="Active Shops" value={approvedShops} icon={<Store className="size-4" aria-hidden="true" />} />
        <StatCard title="Avg Products/Shop" value={average} icon={<Package className="size-4" aria-hidden="true" />} />
      </div>

      {shops.length > 0 && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-2">
            <Label htmlFor="product-shop-picker">Add a product to</Label>
            <Select value={pickedShopId} onValueChange={setPickedShopId}>
              <SelectTrigger id="product-shop-picker" className="w-64">
                <SelectValue placeholder="Choose a shop" />
              </SelectTrigger>
              <SelectContent>
                {shops.map((shop) => (
                  <SelectItem key={shop.id} value={String(shop.id)}>
                    {shop.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          <Button
            disabled={!pickedShop}
            onClick={() => pickedShop && onAddProduct({ id: pickedShop.id, name: pickedShop.name })}
          >
            <Plus aria-hidden="true" />
            Add Product
          </Button>
        </div>
      )}

      {products.length === 0 ? (
        <Card>
          <CardContent className="flex flex-col items-center py-6 text-center text-muted-foreground">
            <Package className="size-10" aria-hidden="true" />
            <p className="mt-3">No products yet. Add your first product to one of your shops.</p>
          </CardContent>
        </Card>
      ) : (
        <ul className="grid gap-3" aria-label="All products">
          {products.map(({ product, shop }) => (
            <li key={product.id} className="flex items-center gap-4 rounded-lg border bg-card p-3">
              <ProductImage
                src={product.imageUrl ?? product.images?.[0]}
                alt={product.name}
                className="size-16 shrink-0 rounded-md"
                iconClassName="size-6"
              />
              <div className="min-w-0 flex-1">
                <div className="flex flex-wrap items-center gap-2">
                  <span className="font-semibold">{product.name}</span>
                  <Badge variant="outline">{shop.name}</Badge>
                </div>
                {product.description && (
                  <p className="line-clamp-1 text-sm text-muted-foreground">{product.description}</p>
                )}
                <p className="text-sm">
                  <span className="font-semibold text-primary">{formatPrice(product.price)}</span>
                  <span className="text-muted-foreground"> · {shop.location}</span>
                </p>
              </div>
              <ProductControls shop={shop} product={product} onEditProduct={onEditProduct} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/**
 * The shop-owner dashboard (spec 001 section 2): the header with the listing badge, 'Add New Shop' and
 * Subscription; the three stat cards; the My Shops, Products and Messages tabs; How It Works and Simple Pricing.
 */
export function Dashboard({
  firstName,
  shops,
  isLoadingShops,
  categories,
  subscriptionStatus,
  messages,
  reviews,
  initialTab = 'shops',
}: DashboardProps) {
  const [addShopOpen, setAddShopOpen] = useState(false);
  const [productShop, setProductShop] = useState<ShopRef | null>(null);
  const [editing, setEditing] = useState<{ shop: ShopRef; product: OwnerShop['products'][number] } | null>(null);
  const editProduct: ProductActions['onEditProduct'] = (shop, product) => setEditing({ shop, product });
  const [editingShop, setEditingShop] = useState<OwnerShop | null>(null);

  const approvedCount = shops.filter((shop) => shop.isApproved).length;
  const totalProducts = shops.reduce((sum, shop) => sum + productCountOf(shop), 0);
  const totalViews = shops.reduce((sum, shop) => sum + (shop.viewCount ?? 0), 0);

  return (
    <div className="mx-auto grid w-full max-w-7xl gap-8 px-4 py-10 sm:px-6 lg:px-8">
      <title>{`Dashboard | ${PRODUCT_NAME}`}</title>
      <header className="flex flex-wrap items-start justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold tracking-tight">Welcome, {firstName ?? 'Shop Owner'}</h1>
          <p className="mt-1 text-muted-foreground">Manage your shops, products and customer messages.</p>
          <Badge variant="accent" className="mt-3 text-sm">
            List Your Shop - {formatMoney(ANNUAL_SUBSCRIPTION_FEE)}/year
          </Badge>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button onClick={() => setAddShopOpen(true)}>
            <Plus aria-hidden="true" />
            Add New Shop
          </Button>
          <Button asChild variant="outline">
            <Link href={paths.subscribe.getHref()}>
              <CreditCard aria-hidden="true" />
              Subscription
            </Link>
          </Button>
        </div>
      </header>

      {subscriptionStatus}

      <div className="grid gap-4 sm:grid-cols-3">
        <StatCard
          title="Total Shops"
          value={isLoadingShops ? '–' : shops.length}
          note={`${approvedCount} approved`}
          icon={<Store className="size-4" aria-hidden="true" />}
        />
        <StatCard
          title="Total Products"
          value={isLoadingShops ? '–' : totalProducts}
          note="Across all your shops"
          icon={<Package className="size-4" aria-hidden="true" />}
        />
        <StatCard
          title="Total Views"
          value={isLoadingShops ? '–' : totalViews}
          note="Visits to your shop pages"
          icon={<Eye className="size-4" aria-hidden="true" />}
        />
      </div>

      <Tabs defaultValue={initialTab} className="gap-4">
        <TabsList>
          <TabsTrigger value="shops">My Shops</TabsTrigger>
          <TabsTrigger value="products">Products</TabsTrigger>
          <TabsTrigger value="messages">
            Messages
            {messages?.badge}
          </TabsTrigger>
          {reviews && <TabsTrigger value="reviews">Reviews</TabsTrigger>}
          <TabsTrigger value="statistics">Statistics</TabsTrigger>
        </TabsList>
        <TabsContent value="shops">
          {isLoadingShops ? (
            <div className="grid gap-4 md:grid-cols-2">
              <Skeleton className="h-56" />
              <Skeleton className="h-56" />
            </div>
          ) : shops.length === 0 ? (
            <Card>
              <CardContent className="flex flex-col items-center py-8 text-center">
                <Store className="size-12 text-muted-foreground" aria-hidden="true" />
                <p className="mt-3 text-lg font-semibold">You haven't listed a shop yet</p>
                <p className="mt-1 text-muted-foreground">Add your shop and start reaching local customers.</p>
                <Button className="mt-4" onClick={() => setAddShopOpen(true)}>
                  <Plus aria-hidden="true" />
                  Add Your First Shop
                </Button>
              </CardContent>
            </Card>
          ) : (
            <div className="grid gap-4 md:grid-cols-2">
              {shops.map((shop) => (
                <MyShopCard
                  key={shop.id}
                  shop={shop}
                  onAddProduct={setProductShop}
                  onEditProduct={editProduct}
                  onEditShop={setEditingShop}
                />
              ))}
            </div>
          )}
        </TabsContent>
        <TabsContent value="products">
          <ProductsTab
            shops={shops}
            onAddProduct={setProductShop}
            onEditProduct={editProduct}
            onEditShop={setEditingShop}
          />
        </TabsContent>
        <TabsContent value="messages">
          {messages?.inbox ?? (
            <Card>
              <CardContent className="flex flex-col items-center py-8 text-center text-muted-foreground">
                <MessageCircle className="size-12" aria-hidden="true" />
                <p className="mt-3 text-lg font-semibold text-foreground">No messages yet</p>
                <p className="mt-1">
                  Customer messages will appear here once customers send inquiries about your shops.
                </p>
              </CardContent>
            </Card>
          )}
        </TabsContent>
        {reviews && <TabsContent value="reviews">{reviews}</TabsContent>}
        <TabsContent value="statistics">
          <Suspense fallback={<Skeleton className="h-80" />}>
            <StatisticsTab shops={shops} />
          </Suspense>
        </TabsContent>
      </Tabs>

      <HowItWorks />
      <SimplePricing />

      <AddShopDialog open={addShopOpen} onOpenChange={setAddShopOpen} categories={categories} />
      {editingShop && (
        <AddShopDialog
          key={editingShop.id}
          open
          onOpenChange={(open) => !open && setEditingShop(null)}
          categories={categories}
          shop={editingShop}
        />
      )}
      <AddProductDialog shop={productShop} onClose={() => setProductShop(null)} />
      {editing && (
        <AddProductDialog
          key={editing.product.id}
          shop={editing.shop}
          product={editing.product}
          onClose={() => setEditing(null)}
        />
      )}
    </div>
  );
}
