import { List, Map as MapIcon, X } from 'lucide-react';
import { useId } from 'react';

import { DEFAULT_RADIUS_KM, type ShopSort } from '@app/contracts';

import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

import { NearMeButton } from './near-me-button';

/** The local part of a list's address: near, radius, sort, open now and the list / map view. */
export type LocalParams = {
  near?: string;
  radiusKm?: string;
  sort?: ShopSort;
  openNow?: 'true';
  view?: 'map';
};

export const RADIUS_CHOICES = ['1', '2', '5', '10', '25', '50', '100', '200'] as const;
const SORT_LABELS: Record<ShopSort, string> = {
  relevance: 'Relevance',
  distance: 'Distance',
  rating: 'Rating',
  newest: 'Newest',
};

/** Reads the local parameters from an address's query string; unknown values are dropped. */
export function readLocalParams(search: string): LocalParams {
  const params = new URLSearchParams(search);
  const sort = params.get('sort');
  return {
    near: params.get('near')?.trim() || undefined,
    radiusKm: params.get('radiusKm') ?? undefined,
    sort: sort && sort in SORT_LABELS ? (sort as ShopSort) : undefined,
    openNow: params.get('openNow') === 'true' ? 'true' : undefined,
    view: params.get('view') === 'map' ? 'map' : undefined,
  };
}

/** The API's parameters of the local part (view is the screen's own). */
export function localApiParams(local: LocalParams): Omit<LocalParams, 'view'> {
  const { view: _view, ...api } = local;
  return api;
}

const selectClassName =
  'h-11 rounded-md border bg-background px-3 text-sm shadow-xs outline-none focus-visible:ring-2 focus-visible:ring-ring';

type LocalControlsProps = {
  value: LocalParams;
  onChange: (next: LocalParams) => void;
  /** /browse and /browse-products switch between the list and a map. */
  showViewSwitch?: boolean;
};

/** "Near me", the radius, the order, "Open now" and the list / map switch (issue 14). */
export function LocalControls({ value, onChange, showViewSwitch = false }: LocalControlsProps) {
  const id = useId();
  const set = (patch: Partial<LocalParams>) => onChange({ ...value, ...patch });
  const sort = value.sort ?? 'relevance';
  return (
    <div className="flex flex-wrap items-start gap-3" role="group" aria-label="Nearby and opening filters">
      <NearMeButton onLocated={(near) => set({ near, sort: 'distance' })} />
      {value.near && (
        <>
          <span className="inline-flex h-11 items-center gap-1 rounded-full border bg-accent pr-1 pl-3 text-sm">
            Near you
            <button
              type="button"
              className="rounded-full p-1 outline-none hover:bg-primary/10 focus-visible:ring-2 focus-visible:ring-ring"
              aria-label="Stop searching near you"
              onClick={() =>
                set({ near: undefined, radiusKm: undefined, sort: sort === 'distance' ? undefined : sort })
              }
            >
              <X className="size-3.5" aria-hidden="true" />
            </button>
          </span>
          <div className="grid gap-1">
            <label htmlFor={`${id}-radius`} className="sr-only">
              Radius
            </label>
            <select
              id={`${id}-radius`}
              className={selectClassName}
              value={value.radiusKm ?? String(DEFAULT_RADIUS_KM)}
              onChange={(event) => set({ radiusKm: event.target.value })}
            >
              {RADIUS_CHOICES.map((km) => (
                <option key={km} value={km}>
                  Within {km} km
                </option>
              ))}
            </select>
          </div>
        </>
      )}
      <div className="flex items-center gap-2">
        <label htmlFor={`${id}-sort`} className="text-sm font-medium">
          Sort by
        </label>
        <select
          id={`${id}-sort`}
          className={selectClassName}
          value={sort}
          onChange={(event) => set({ sort: event.target.value as ShopSort })}
        >
          {(Object.keys(SORT_LABELS) as ShopSort[]).map((option) => (
            <option key={option} value={option} disabled={option === 'distance' && !value.near}>
              {SORT_LABELS[option]}
            </option>
          ))}
        </select>
      </div>
      <label className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-md border px-3 text-sm font-medium">
        <input
          type="checkbox"
          className="size-4 accent-primary"
          checked={value.openNow === 'true'}
          onChange={(event) => set({ openNow: event.target.checked ? 'true' : undefined })}
        />
        Open now
      </label>
      {showViewSwitch && (
        <div className="ml-auto inline-flex rounded-md border p-1" role="group" aria-label="Show results as">
          {(
            [
              { view: undefined, label: 'List', Icon: List },
              { view: 'map', label: 'Map', Icon: MapIcon },
            ] as const
          ).map(({ view, label, Icon }) => (
            <Button
              key={label}
              type="button"
              size="sm"
              variant="ghost"
              aria-pressed={value.view === view}
              className={cn(value.view === view && 'bg-accent')}
              onClick={() => set({ view })}
            >
              <Icon aria-hidden="true" />
              {label}
            </Button>
          ))}
        </div>
      )}
    </div>
  );
}
