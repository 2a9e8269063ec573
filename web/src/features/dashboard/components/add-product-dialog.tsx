import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

import { createProductSchema } from '@app/contracts';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { toast } from '@/components/ui/use-toast';
import { CURRENCY } from '@/config/app';

import { useCreateProduct } from '../api/create-product';
import { useOwnerFailureToast } from '../hooks/use-owner-error-toasts';
import { ImageUploadField } from './image-upload-field';

type ProductFormInput = z.input<typeof createProductSchema>;

// Price starts empty (the number input shows ''); the schema coerces what is typed.
const emptyProduct: ProductFormInput = {
  name: '',
  description: '',
  price: undefined as unknown as number,
  quantity: 1,
  imageUrl: null,
};

const currencySymbol =
  new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency: CURRENCY.code })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? CURRENCY.code;

type AddProductDialogProps = {
  /** The shop the product is added to; null keeps the dialog closed. */
  shop: { id: number; name: string } | null;
  onClose: () => void;
};

/**
 * 'Add Product' (spec 001 sections 2, 5, 8 and shared DECISIONS): name, description, price, quantity and a photo,
 * validated by the shared createProductSchema; a price of 0 or less is refused with 'Invalid Price'.
 */
export function AddProductDialog({ shop, onClose }: AddProductDialogProps) {
  const createProduct = useCreateProduct();
  const failureToast = useOwnerFailureToast();
  const [uploading, setUploading] = useState(false);
  const form = useForm({ resolver: zodResolver(createProductSchema), defaultValues: emptyProduct });

  const close = () => {
    form.reset(emptyProduct);
    onClose();
  };

  const onInvalid = (errors: FieldErrors<ProductFormInput>) => {
    if (errors.price) {
      toast({
        variant: 'destructive',
        title: 'Invalid Price',
        description: 'Please enter a valid price greater than 0.',
      });
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    if (!shop) return;
    if (!(values.price > 0)) {
      onInvalid({ price: { type: 'min', message: 'Please enter a valid price greater than 0.' } });
      return;
    }
    createProduct.mutate(
      { ...values, shopId: shop.id },
      {
        onSuccess: () => {
          toast({ title: 'Success', description: 'Product added successfully.' });
          close();
        },
        onError: (error) => failureToast('Failed to add product', error),
      },
    );
  }, onInvalid);

  return (
    <Dialog
      open={shop !== null}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <DialogContent className="sm:max-w-xl">
        <DialogHeader>
          <DialogTitle>Add Product</DialogTitle>
          <DialogDescription>{shop ? `Add a product to ${shop.name}.` : 'Add a product.'}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={(event) => void onSubmit(event)} noValidate className="grid gap-4">
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Product Name *</FormLabel>
                  <FormControl>
                    <Input {...field} placeholder="e.g. Sourdough loaf" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <FormField
              control={form.control}
              name="description"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>Description</FormLabel>
                  <FormControl>
                    <Textarea {...field} value={field.value ?? ''} rows={3} placeholder="Describe the product" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-4 sm:grid-cols-2">
              <FormField
                control={form.control}
                name="price"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Price ({currencySymbol}) *</FormLabel>
                    <FormControl>
                      <Input
                        {...field}
                        value={field.value === undefined || field.value === null ? '' : String(field.value)}
                        type="number"
                        inputMode="decimal"
                        min="0"
                        step="0.01"
                        placeholder="0.00"
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
              <FormField
                control={form.control}
                name="quantity"
                render={({ field }) => (
                  <FormItem>
                    <FormLabel>Quantity</FormLabel>
                    <FormControl>
                      <Input
                        {...field}
                        value={field.value === undefined || field.value === null ? '' : String(field.value)}
                        type="number"
                        inputMode="numeric"
                        min="0"
                        step="1"
                      />
                    </FormControl>
                    <FormMessage />
                  </FormItem>
                )}
              />
            </div>
            <FormField
              control={form.control}
              name="imageUrl"
              render={({ field, fieldState }) => (
                <ImageUploadField
                  label="Product Image"
                  value={field.value}
                  onChange={field.onChange}
                  onUploadingChange={setUploading}
                  error={fieldState.error?.message}
                />
              )}
            />
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={createProduct.isPending || uploading}>
                {createProduct.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {createProduct.isPending ? 'Adding...' : 'Add Product'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
