import { ContentLayout } from '@/components/layout/content-layout';

export function FavoritesRoute() {
  return <ContentLayout title="My Favorites" description="Shops you've saved for later" />;
}
