import { useState, type ComponentProps, type ReactNode } from 'react';

import { imageSrcSet } from '@app/contracts';

type FallbackImageProps = Omit<ComponentProps<'img'>, 'src' | 'srcSet'> & {
  src: string | null | undefined;
  /** Shown instead of the image when there is none or it fails to load (spec section 8). */
  fallback: ReactNode;
};

/**
 * An image that gives way to its fallback when the URL is empty or the load fails (a broken product image becomes a
 * box icon, a broken shop image a stock placeholder photo). An uploaded image comes with its 400 / 800 / 1600 px
 * sizes as `srcset` (imageSrcSet in contracts); `sizes` says how wide it shows, so the browser fetches the smallest
 * that is sharp.
 */
export function FallbackImage({ src, fallback, alt = '', onError, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <img
      {...props}
      src={src}
      srcSet={imageSrcSet(src)}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
