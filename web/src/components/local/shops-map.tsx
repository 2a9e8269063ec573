import { lazy, Suspense, useEffect, useRef, useState } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

import type { MapViewProps } from './shops-map-view';

export type { MapMarker } from './shops-map-view';

/** Leaflet and its CSS load with the first map a person opens, never with a route's first download. */
const LazyMapView = lazy(() => import('./shops-map-view').then((module) => ({ default: module.MapView })));

/** True once the element has come within a screen of the viewport (a map below the fold fetches nothing before). */
function useNearViewport<T extends Element>() {
  const ref = useRef<T>(null);
  const [near, setNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element || near) return;
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) setNear(true);
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [near]);
  return { ref, near };
}

/** A map of markers (shops), or the pin picker's map when onPick is given. */
export function ShopsMap({ className, ...props }: MapViewProps) {
  const { ref, near } = useNearViewport<HTMLDivElement>();
  const placeholder = <Skeleton className={cn('rounded-xl', className)} />;
  if (!near) {
    return (
      <div ref={ref} className={className}>
        {placeholder}
      </div>
    );
  }
  return (
    <Suspense fallback={placeholder}>
      <LazyMapView className={className} {...props} />
    </Suspense>
  );
}
