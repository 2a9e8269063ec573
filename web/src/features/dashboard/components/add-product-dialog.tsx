import { zodResolver } from '@hookform/resolvers/zod';
import { Loader2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

import { createProductSchema, type ProductResponse } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
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
import { useUpdateProduct } from '../api/update-product';
import { useOwnerFailureToast } from '../hooks/use-owner-error-toasts';
import { GalleryField } from './gallery-field';

type ProductFormInput = z.input<typeof createProductSchema>;

// Price starts empty (the number input shows ''); the schema coerces what is typed.
const emptyProduct: ProductFormInput = {
  name: '',
  description: '',
  price: undefined as unknown as number,
  quantity: 1,
  imageUrl: null,
  images: [],
};

const currencySymbol =
  new Intl.NumberFormat(CURRENCY.locale, { style: 'currency', currency: CURRENCY.code })
    .formatToParts(0)
    .find((part) => part.type === 'currency')?.value ?? CURRENCY.code;

type AddProductDialogProps = {
  /** The shop the product is added to (or belongs to); null keeps the dialog closed. */
  shop: { id: number; name: string } | null;
  /** Editing this product (issue 15) instead of adding one: the form starts filled in. */
  product?: ProductResponse | null;
  onClose: () => void;
};

function formValuesOf(product: ProductResponse): ProductFormInput {
  return {
    name: product.name,
    description: product.description ?? '',
    price: Number(product.price),
    quantity: product.quantity,
    imageUrl: product.imageUrl,
    images: product.images,
  };
}

/**
 * 'Add Product' (spec 001 sections 2, 5, 8 and shared DECISIONS): name, description, price, quantity and a photo,
 * validated by the shared createProductSchema; a price of 0 or less is refused with 'Invalid Price'.
 */
export function AddProductDialog({ shop, product = null, onClose }: AddProductDialogProps) {
  const createProduct = useCreateProduct();
  const updateProduct = useUpdateProduct();
  const saving = product ? updateProduct : createProduct;
  const failureToast = useOwnerFailureToast();
  const [uploading, setUploading] = useState(false);
  const [available, setAvailable] = useState(product?.isActive ?? true);
  const form = useForm({
    resolver: zodResolver(createProductSchema),
    defaultValues: product ? formValuesOf(product) : emptyProduct,
  });

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
    if (product) {
      const { shopId: _shopId, ...changes } = values;
      updateProduct.mutate(
        { ...changes, isActive: available, productId: product.id },
        {
          onSuccess: () => {
            toast({ title: 'Success', description: 'Product updated successfully.' });
            close();
          },
          onError: (error) => failureToast('Failed to update product', error),
        },
      );
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
          <DialogTitle>{product ? 'Edit Product' : 'Add Product'}</DialogTitle>
          <DialogDescription>
            {product ? `Change ${product.name}.` : shop ? `Add a product to ${shop.name}.` : 'Add a product.'}
          </DialogDescription>
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
              name="images"
              render={({ field, fieldState }) => (
                <GalleryField
                  label="Product Photos"
                  value={field.value}
                  onChange={(images) => {
                    field.onChange(images);
                    // The cover is the first picture; kept in step so the schema's check of the two agrees.
                    form.setValue('imageUrl', images[0] ?? null);
                  }}
                  onUploadingChange={setUploading}
                  error={fieldState.error?.message}
                />
              )}
            />
            {product && (
              <label className="flex items-center gap-2 text-sm font-medium">
                <Checkbox checked={available} onCheckedChange={(checked) => setAvailable(checked === true)} />
                Available (shown in search and on the shop page)
              </label>
            )}
            <DialogFooter>
              <Button type="button" variant="outline" onClick={close}>
                Cancel
              </Button>
              <Button type="submit" disabled={saving.isPending || uploading}>
                {saving.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
                {product
                  ? saving.isPending
                    ? 'Saving...'
                    : 'Save Changes'
                  : saving.isPending
                    ? 'Adding...'
                    : 'Add Product'}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
