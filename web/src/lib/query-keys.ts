/**
 * The query keys that more than one feature names. Each feature builds its keys in its own factory
 * (features/<x>/api/keys.ts) and each of its queries has its own fetcher, so a key says what is read, not where
 * from: [root, ...narrower parts]. TanStack Query matches a key by its leading elements, so a change refreshes
 * everything it touches by naming a root, even when another feature owns those queries (features do not import
 * each other): a rating refreshes the shop reads, an owner's change the directory, a sign-in the person's lists.
 */
export const sharedKeys = {
  /** Every read of the public directory's shops: lists, pages and their reviews (shops and reviews features). */
  shops: ['shops'] as const,
  /** One shop's page; its reviews sit under it (reviews feature). */
  shopDetail: (shopId: string | number) => ['shops', 'detail', String(shopId)] as const,
  /** The signed-in person's shops and their figures (shops and dashboard features). */
  myShops: ['my-shops'] as const,
  /** Every product search (products feature), refreshed by an owner's change (dashboard feature). */
  productSearches: ['products', 'search'] as const,
  /** The saved shops of the customer or guest (reviews feature), shown by the profile. */
  favorites: ['favorites'] as const,
  /** The customer's conversations as the profile lists them (chat feature). */
  customerConversations: ['customer-conversations'] as const,
  /** The three sign-in checks (auth feature), which the admin and dashboard screens wait for. */
  session: ['session'] as const,
};
