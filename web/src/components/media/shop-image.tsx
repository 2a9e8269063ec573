import type { ComponentProps } from 'react';

import { SHOP_PLACEHOLDER_IMAGE } from '@/config/images';

import { FallbackImage } from './fallback-image';

type ShopImageProps = Omit<ComponentProps<'img'>, 'src'> & { src: string | null | undefined };

/** A shop's photo; without one, or when it fails to load, the stock placeholder photo (spec section 2). */
export function ShopImage({ src, alt = '', ...props }: ShopImageProps) {
  return (
    <FallbackImage
      {...props}
      src={src}
      alt={alt}
      fallback={<img {...props} src={SHOP_PLACEHOLDER_IMAGE} alt={alt} data-placeholder="true" />}
    />
  );
}
