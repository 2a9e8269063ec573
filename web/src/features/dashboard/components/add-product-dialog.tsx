import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

import { createProductSchema, type ProductResponse } from '@app/contracts';

import { FormDialog } from '@/components/form/form-dialog';
import { SubmitButton, TextAreaField, TextField } from '@/components/form/form-fields';
import { Checkbox } from '@/components/ui/checkbox';
import { toast } from '@/components/ui/use-toast';
import { CURRENCY } from '@/config/app';

import { useCreateProduct } from '../api/create-product';
import { useUpdateProduct } from '../api/update-product';
import { useOwnerFailureToast } from '../hooks/use-owner-error-toasts';
import { GalleryFormField } from './gallery-field';

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
    <FormDialog
      open={shop !== null}
      onClose={close}
      title={product ? 'Edit Product' : 'Add Product'}
      description={product ? `Change ${product.name}.` : shop ? `Add a product to ${shop.name}.` : 'Add a product.'}
      className="sm:max-w-xl"
      form={form}
      onSubmit={onSubmit}
      submit={
        <SubmitButton pending={saving.isPending} disabled={saving.isPending || uploading}>
          {product ? (saving.isPending ? 'Saving...' : 'Save Changes') : saving.isPending ? 'Adding...' : 'Add Product'}
        </SubmitButton>
      }
    >
      <TextField control={form.control} name="name" label="Product Name *" placeholder="e.g. Sourdough loaf" />
      <TextAreaField
        control={form.control}
        name="description"
        label="Description"
        rows={3}
        placeholder="Describe the product"
      />
      <div className="grid gap-4 sm:grid-cols-2">
        <TextField
          control={form.control}
          name="price"
          label={`Price (${currencySymbol}) *`}
          type="number"
          inputMode="decimal"
          min="0"
          step="0.01"
          placeholder="0.00"
        />
        <TextField
          control={form.control}
          name="quantity"
          label="Quantity"
          type="number"
          inputMode="numeric"
          min="0"
          step="1"
        />
      </div>
      <GalleryFormField
        control={form.control}
        name="images"
        label="Product Photos"
        onCoverChange={(cover) => form.setValue('imageUrl', cover)}
        onUploadingChange={setUploading}
      />
      {product && (
        <label className="flex items-center gap-2 text-sm font-medium">
          <Checkbox checked={available} onCheckedChange={(checked) => setAvailable(checked === true)} />
          Available (shown in search and on the shop page)
        </label>
      )}
    </FormDialog>
  );
}
