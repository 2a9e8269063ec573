import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import type { z } from 'zod';

import { createShopSchema, type CategoryResponse, type ShopResponse } from '@app/contracts';

import { FormDialog } from '@/components/form/form-dialog';
import { SubmitButton, TextAreaField, TextField } from '@/components/form/form-fields';
import { HoursEditor } from '@/components/local/hours-editor';
import { PinPicker } from '@/components/local/pin-picker';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { toast } from '@/components/ui/use-toast';

import { useCreateShop } from '../api/create-shop';
import { useUpdateShop } from '../api/update-shop';
import { useOwnerFailureToast } from '../hooks/use-owner-error-toasts';
import { GalleryFormField } from './gallery-field';

type ShopFormInput = z.input<typeof createShopSchema>;

const emptyShop: ShopFormInput = {
  name: '',
  description: '',
  location: '',
  address: '',
  phone: '',
  email: '',
  website: '',
  categoryId: null,
  imageUrl: null,
  images: [],
  latitude: null,
  longitude: null,
  openingHours: [],
};

type AddShopDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  categories: readonly Pick<CategoryResponse, 'id' | 'name'>[];
  /** Editing this shop (issue 15) instead of adding one: the form starts filled in. */
  shop?: ShopResponse | null;
};

function formValuesOf(shop: ShopResponse): ShopFormInput {
  return {
    name: shop.name,
    description: shop.description ?? '',
    location: shop.location,
    address: shop.address ?? '',
    phone: shop.phone ?? '',
    email: shop.email ?? '',
    website: shop.website ?? '',
    categoryId: shop.categoryId,
    imageUrl: shop.imageUrl,
    images: shop.images ?? (shop.imageUrl ? [shop.imageUrl] : []),
    latitude: shop.latitude,
    longitude: shop.longitude,
    openingHours: shop.openingHours,
  };
}

const textFields = [
  { name: 'location', label: 'Location *', placeholder: 'e.g. Galway', type: 'text' },
  { name: 'address', label: 'Address', placeholder: 'Street address', type: 'text' },
  { name: 'phone', label: 'Phone', placeholder: '+353 91 123 4567', type: 'tel' },
  { name: 'email', label: 'Email', placeholder: 'shop@example.ie', type: 'email' },
  { name: 'website', label: 'Website', placeholder: 'https://www.example.ie', type: 'text' },
] as const;

/**
 * 'Add New Shop' (spec 001 sections 2, 5, 8): the shop form validated by the shared createShopSchema, the category
 * from /api/categories and a photo upload. Success closes the dialog, resets the form and says the shop will be
 * reviewed.
 */
export function AddShopDialog({ open, onOpenChange, categories, shop = null }: AddShopDialogProps) {
  const createShop = useCreateShop();
  const updateShop = useUpdateShop();
  const saving = shop ? updateShop : createShop;
  const failureToast = useOwnerFailureToast();
  const [uploading, setUploading] = useState(false);
  const form = useForm({
    resolver: zodResolver(createShopSchema),
    defaultValues: shop ? formValuesOf(shop) : emptyShop,
  });
  const [pinLongitude, shopName] = useWatch({ control: form.control, name: ['longitude', 'name'] });

  const onInvalid = (errors: FieldErrors<ShopFormInput>) => {
    if (errors.name) {
      toast({ variant: 'destructive', title: 'Missing Required Field', description: 'Please enter a shop name.' });
    } else if (errors.location) {
      toast({ variant: 'destructive', title: 'Missing Required Field', description: 'Please enter a location.' });
    }
  };

  const onSubmit = form.handleSubmit((values) => {
    if (shop) {
      updateShop.mutate(
        { shopId: shop.id, changes: values },
        {
          onSuccess: () => {
            toast({
              title: 'Success',
              description: shop.status === 'rejected' ? 'Resubmitted for review' : 'Shop updated successfully.',
            });
            onOpenChange(false);
          },
          onError: (error) => failureToast('Failed to update shop', error),
        },
      );
      return;
    }
    createShop.mutate(values, {
      onSuccess: () => {
        toast({ title: 'Success', description: 'Shop created successfully. It will be reviewed by our team.' });
        form.reset(emptyShop);
        onOpenChange(false);
      },
      onError: (error) => failureToast('Failed to create shop', error),
    });
  }, onInvalid);

  return (
    <FormDialog
      open={open}
      onClose={() => onOpenChange(false)}
      title={shop ? 'Edit Shop' : 'Add New Shop'}
      description={
        shop
          ? shop.status === 'rejected'
            ? 'Change what the review asked for; saving sends the shop back for review.'
            : `Change ${shop.name}.`
          : 'Tell customers about your shop. New shops are reviewed before they are listed.'
      }
      className="max-h-[90vh] overflow-y-auto sm:max-w-2xl"
      form={form}
      onSubmit={onSubmit}
      submit={
        <SubmitButton pending={saving.isPending} disabled={saving.isPending || uploading}>
          {shop ? (saving.isPending ? 'Saving...' : 'Save Changes') : saving.isPending ? 'Creating...' : 'Create Shop'}
        </SubmitButton>
      }
    >
      <TextField control={form.control} name="name" label="Shop Name *" placeholder="e.g. Galway Bay Bakery" />
      <TextAreaField
        control={form.control}
        name="description"
        label="Description"
        rows={3}
        placeholder="What do you sell?"
      />
      <FormField
        control={form.control}
        name="categoryId"
        render={({ field }) => (
          <FormItem>
            <FormLabel>Category</FormLabel>
            <Select
              value={field.value ? String(field.value) : ''}
              onValueChange={(value) => field.onChange(value ? Number(value) : null)}
            >
              <FormControl>
                <SelectTrigger>
                  <SelectValue placeholder="Select a category" />
                </SelectTrigger>
              </FormControl>
              <SelectContent>
                {categories.map((category) => (
                  <SelectItem key={category.id} value={String(category.id)}>
                    {category.name}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
            <FormMessage />
          </FormItem>
        )}
      />
      <div className="grid gap-4 sm:grid-cols-2">
        {textFields.map(({ name, ...field }) => (
          <TextField key={name} control={form.control} name={name} {...field} />
        ))}
      </div>
      <FormField
        control={form.control}
        name="latitude"
        render={({ field, fieldState }) => (
          <PinPicker
            value={{ latitude: field.value ?? null, longitude: pinLongitude ?? null }}
            onChange={(pin) => {
              field.onChange(pin.latitude);
              form.setValue('longitude', pin.longitude);
            }}
            name={shopName || undefined}
            error={fieldState.error?.message ?? form.formState.errors.longitude?.message}
          />
        )}
      />
      <FormField
        control={form.control}
        name="openingHours"
        render={({ field }) => <HoursEditor value={field.value ?? []} onChange={field.onChange} />}
      />
      <GalleryFormField
        control={form.control}
        name="images"
        label="Shop Photos"
        onCoverChange={(cover) => form.setValue('imageUrl', cover)}
        onUploadingChange={setUploading}
      />
    </FormDialog>
  );
}
