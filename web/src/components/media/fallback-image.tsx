import { useState, type ComponentProps, type ReactNode } from 'react';

type FallbackImageProps = Omit<ComponentProps<'img'>, 'src'> & {
  src: string | null | undefined;
  /** Shown instead of the image when there is none or it fails to load (spec section 8). */
  fallback: ReactNode;
};

/**
 * An image that gives way to its fallback when the URL is empty or the load fails (a broken product image becomes a
 * box icon, a broken shop image a stock placeholder photo).
 */
export function FallbackImage({ src, fallback, alt = '', onError, ...props }: FallbackImageProps) {
  const [failedSrc, setFailedSrc] = useState<string | null>(null);
  if (!src || failedSrc === src) return <>{fallback}</>;
  return (
    <img
      {...props}
      src={src}
      alt={alt}
      onError={(event) => {
        setFailedSrc(src);
        onError?.(event);
      }}
    />
  );
}
