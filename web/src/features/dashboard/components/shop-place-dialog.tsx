import { Loader2 } from 'lucide-react';
import { useState } from 'react';

import { updateShopPlaceSchema, type OpeningInterval, type ShopResponse } from '@app/contracts';

import { HoursEditor } from '@/components/local/hours-editor';
import { PinPicker, type Pin } from '@/components/local/pin-picker';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';

import { useUpdateShopPlace } from '../api/update-shop-place';
import { useOwnerFailureToast } from '../hooks/use-owner-error-toasts';

type ShopPlaceDialogProps = {
  shop: Pick<ShopResponse, 'id' | 'name' | 'latitude' | 'longitude' | 'openingHours'>;
  onClose: () => void;
};

/** 'Map pin and hours' of one shop: the pin picker and the hours editor, saved with PATCH /api/shops/{id}. */
export function ShopPlaceDialog({ shop, onClose }: ShopPlaceDialogProps) {
  const update = useUpdateShopPlace(shop.id);
  const failureToast = useOwnerFailureToast();
  const [pin, setPin] = useState<Pin>({ latitude: shop.latitude, longitude: shop.longitude });
  const [hours, setHours] = useState<OpeningInterval[]>(shop.openingHours);
  const parsed = updateShopPlaceSchema.safeParse({ ...pin, openingHours: hours });
  const problem = parsed.error?.issues[0]?.message;

  const save = () => {
    if (!parsed.success) return;
    update.mutate(parsed.data, {
      onSuccess: () => {
        toast({ title: 'Saved', description: `The map pin and hours of ${shop.name} are saved.` });
        onClose();
      },
      onError: (error) => failureToast('Failed to save the map pin and hours', error),
    });
  };

  return (
    <Dialog open onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="max-h-[90vh] overflow-y-auto sm:max-w-2xl">
        <DialogHeader>
          <DialogTitle>Map pin and hours</DialogTitle>
          <DialogDescription>Where {shop.name} is and when it is open.</DialogDescription>
        </DialogHeader>
        <div className="grid gap-4">
          <PinPicker value={pin} onChange={setPin} name={shop.name} />
          <HoursEditor value={hours} onChange={setHours} />
        </div>
        <DialogFooter>
          <Button type="button" variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button type="button" onClick={save} disabled={!parsed.success || update.isPending} title={problem}>
            {update.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
            Save
          </Button>
        </DialogFooter>
      </DialogContent>
    </Dialog>
  );
}
