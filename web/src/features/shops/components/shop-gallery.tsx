import { useState } from 'react';

import type { ShopDetailResponse } from '@app/contracts';

import { FallbackImage } from '@/components/media/fallback-image';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { cn } from '@/lib/utils';

type GalleryPicture = { url: string; caption: string };

/** The shop's own pictures in the owner's order, then each listed product's. */
export function galleryPictures(shop: Pick<ShopDetailResponse, 'name' | 'images' | 'products'>): GalleryPicture[] {
  const pictures = (shop.images ?? []).map((url) => ({ url, caption: shop.name }));
  for (const product of shop.products ?? []) {
    for (const url of product.images ?? []) pictures.push({ url, caption: product.name });
  }
  return pictures;
}

/**
 * The shop page's gallery (issue 15): one large picture and a row of thumbnails to pick it. Shown when there is
 * more than the cover to see; every picture comes with its sizes (srcset), the thumbnails the smallest.
 */
export function ShopGallery({ shop }: { shop: Pick<ShopDetailResponse, 'name' | 'images' | 'products'> }) {
  const pictures = galleryPictures(shop);
  const [selected, setSelected] = useState(0);
  if (pictures.length < 2) return null;
  const shown = pictures[Math.min(selected, pictures.length - 1)];
  return (
    <Card>
      <CardHeader>
        <h2 className="text-lg leading-none font-semibold">Gallery</h2>
      </CardHeader>
      <CardContent className="grid gap-3">
        <figure className="grid gap-2">
          <FallbackImage
            src={shown.url}
            alt={shown.caption}
            sizes="(min-width: 1024px) 800px, 100vw"
            className="aspect-[4/3] w-full rounded-lg bg-muted object-cover"
            fallback={<div className="aspect-[4/3] w-full rounded-lg bg-muted" />}
          />
          <figcaption className="text-sm text-muted-foreground">{shown.caption}</figcaption>
        </figure>
        <ul className="flex gap-2 overflow-x-auto pb-1" aria-label="Gallery pictures">
          {pictures.map((picture, index) => (
            <li key={`${picture.url}-${index}`} className="shrink-0">
              <button
                type="button"
                onClick={() => setSelected(index)}
                aria-pressed={index === selected}
                aria-label={`Show picture ${index + 1} of ${pictures.length}: ${picture.caption}`}
                className={cn(
                  'block size-16 overflow-hidden rounded-md border-2 outline-none focus-visible:ring-2 focus-visible:ring-ring',
                  index === selected ? 'border-primary' : 'border-transparent',
                )}
              >
                <FallbackImage
                  src={picture.url}
                  alt=""
                  loading="lazy"
                  sizes="64px"
                  className="size-full object-cover"
                  fallback={<span className="block size-full bg-muted" />}
                />
              </button>
            </li>
          ))}
        </ul>
      </CardContent>
    </Card>
  );
}
