import type { ShopRatingFlow } from '../hooks/use-shop-rating';
import { RateSignInDialog } from './rate-sign-in-dialog';
import { RatingDialog } from './rating-dialog';

/** The two dialogs of the shop page's rating flow (see useShopRating). */
export function ShopRatingDialogs({ flow, shopName }: { flow: ShopRatingFlow; shopName?: string }) {
  return (
    <>
      <RatingDialog open={flow.dialogOpen} onOpenChange={flow.setDialogOpen} shopId={flow.shopId} shopName={shopName} />
      <RateSignInDialog
        open={flow.chooserOpen}
        onOpenChange={flow.setChooserOpen}
        shopId={flow.shopId}
        shopName={shopName}
      />
    </>
  );
}
