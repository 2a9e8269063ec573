import { lazy, Suspense } from 'react';

import { Skeleton } from '@/components/ui/skeleton';
import { cn } from '@/lib/utils';

import type { MapViewProps } from './shops-map-view';

export type { MapMarker } from './shops-map-view';

/** Leaflet and its CSS load with the first map a person opens, never with a route's first download. */
const LazyMapView = lazy(() => import('./shops-map-view').then((module) => ({ default: module.MapView })));

/** A map of markers (shops), or the pin picker's map when onPick is given. */
export function ShopsMap({ className, ...props }: MapViewProps) {
  return (
    <Suspense fallback={<Skeleton className={cn('rounded-xl', className)} aria-label="Loading map" />}>
      <LazyMapView className={className} {...props} />
    </Suspense>
  );
}
