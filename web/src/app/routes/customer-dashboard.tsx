import { Store } from 'lucide-react';

import { ContentLayout } from '@/components/layout/content-layout';
import { Button } from '@/components/ui/button';
import { shopOwnerSignUpHref } from '@/config/paths';
import { useConversations } from '@/features/chat/api/get-conversations';
import { ConversationList } from '@/features/chat/components/conversation-list';
import { MyReviews } from '@/features/reviews/components/my-reviews';
import { useChatLauncher } from '@/lib/chat-launcher';

import { FavoriteShopCards } from '../favorite-shop-cards';

/**
 * /dashboard for a customer (issue 24): their own things (favourites, conversations with unread counts, the
 * reviews they wrote) and a way to list a shop; no owner action is offered to someone who cannot use it.
 */
export function CustomerDashboard({ firstName }: { firstName: string | null }) {
  const conversations = useConversations();
  const { openChat } = useChatLauncher();

  return (
    <ContentLayout
      title="My Dashboard"
      description={
        firstName ? `Welcome back, ${firstName}. Here is everything you keep with us.` : 'Everything you keep with us.'
      }
    >
      <div className="grid gap-10">
        <section
          aria-labelledby="list-your-shop"
          className="flex flex-wrap items-center justify-between gap-4 rounded-lg border bg-accent/40 p-5"
        >
          <div>
            <h2 id="list-your-shop" className="text-lg font-semibold">
              Own a shop?
            </h2>
            <p className="text-sm text-muted-foreground">
              List it so people nearby can find it, rate it and message you.
            </p>
          </div>
          <Button asChild>
            <a href={shopOwnerSignUpHref()}>
              <Store aria-hidden="true" />
              List Your Shop
            </a>
          </Button>
        </section>

        <section aria-labelledby="my-favorites">
          <h2 id="my-favorites" className="mb-4 text-xl font-semibold">
            My Favorites
          </h2>
          <FavoriteShopCards />
        </section>

        <section aria-labelledby="my-messages">
          <h2 id="my-messages" className="mb-4 text-xl font-semibold">
            Messages
          </h2>
          <ConversationList
            className="max-h-96 rounded-lg border"
            conversations={conversations.data ?? []}
            isLoading={conversations.isPending}
            onSelect={(conversation) => openChat({ shopId: conversation.shopId, shopName: conversation.shop.name })}
          />
        </section>

        <section aria-labelledby="my-reviews">
          <h2 id="my-reviews" className="mb-4 text-xl font-semibold">
            My Reviews
          </h2>
          <MyReviews />
        </section>
      </div>
    </ContentLayout>
  );
}
