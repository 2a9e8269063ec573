import { ContentLayout } from '@/components/layout/content-layout';
import { paths } from '@/config/paths';
import { CustomerProfile, type ProfileList } from '@/features/auth/components/customer-profile';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { useCustomerConversations } from '@/features/chat/api/get-customer-conversations';
import { ChatEmailPreference } from '@/features/chat/components/chat-email-preference';
import { useFavoriteShops } from '@/features/reviews/api/get-favorite-shops';
import { formatDate } from '@/lib/format';

/**
 * The profile's two lists, composed from the features that own them: the saved shops (reviews feature, each to
 * /shop/{id}) and the customer's conversations (chat feature, each to /browse-products). Read once a customer is
 * signed in.
 */
function useProfileLists(): { favorites: ProfileList; conversations: ProfileList } {
  const { isCustomer } = useAuth();
  const favorites = useFavoriteShops({ enabled: isCustomer });
  const conversations = useCustomerConversations({ enabled: isCustomer });
  return {
    favorites: {
      isLoading: favorites.isLoading,
      items: (favorites.data ?? []).map((favorite) => ({
        id: favorite.id,
        shopName: favorite.shop.name,
        location: favorite.shop.location,
        href: paths.shopSingular.getHref(favorite.shopId),
      })),
    },
    conversations: {
      isLoading: conversations.isLoading,
      items: (conversations.data ?? []).map((conversation) => ({
        id: conversation.id,
        shopName: conversation.shop.name,
        date: formatDate(conversation.updatedAt),
        href: paths.browseProducts.getHref(),
      })),
    },
  };
}

/** /customer-profile: My Account / My Profile (spec section 2). */
export function CustomerProfileRoute() {
  const lists = useProfileLists();
  return (
    <ContentLayout title="My Profile" description="Your contact details, favourite shops and conversations.">
      <div className="grid gap-6">
        <CustomerProfile favorites={lists.favorites} conversations={lists.conversations} />
        <ChatEmailPreference />
      </div>
    </ContentLayout>
  );
}
