import { useAuth } from '@/features/auth/hooks/use-auth';
import { CategoryGrid } from '@/features/categories/components/category-grid';
import { ShopOwnerHome } from '@/features/shops/components/shop-owner-home';

/** /shop-owner-home, also what a shop owner sees at / (spec section 2). */
export function ShopOwnerHomeRoute() {
  const { profile, isAuthenticated } = useAuth();
  return (
    <ShopOwnerHome
      firstName={profile?.firstName ?? null}
      isSignedIn={isAuthenticated}
      categoryTiles={<CategoryGrid />}
    />
  );
}
