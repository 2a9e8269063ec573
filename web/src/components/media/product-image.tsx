import { Package } from 'lucide-react';

import { cn } from '@/lib/utils';

import { FallbackImage } from './fallback-image';

type ProductImageProps = {
  src: string | null | undefined;
  alt: string;
  className?: string;
  iconClassName?: string;
  /** How wide the picture shows (the <img sizes> attribute), for picking from its srcset. */
  sizes?: string;
};

/** A product's photo; without one, or when it fails to load, a box icon (spec section 2, Product search). */
export function ProductImage({ src, alt, className, iconClassName, sizes = '160px' }: ProductImageProps) {
  return (
    <FallbackImage
      src={src}
      alt={alt}
      loading="lazy"
      sizes={sizes}
      className={cn('object-cover', className)}
      fallback={
        <div
          role="img"
          aria-label={`${alt} (no image)`}
          className={cn('flex items-center justify-center bg-muted text-muted-foreground', className)}
        >
          <Package className={cn('size-10', iconClassName)} aria-hidden="true" />
        </div>
      }
    />
  );
}
