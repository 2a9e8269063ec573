import { MapPinOff } from 'lucide-react';
import { useId, useState } from 'react';

import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';

import { ShopsMap } from './shops-map';

export type Pin = { latitude: number | null; longitude: number | null };

type PinPickerProps = {
  value: Pin;
  onChange: (pin: Pin) => void;
  /** The shop's name for the marker. */
  name?: string;
  error?: string;
};

function parseCoordinate(text: string): number | null {
  const trimmed = text.trim();
  if (!trimmed) return null;
  const value = Number(trimmed);
  return Number.isFinite(value) ? value : null;
}

/**
 * Where the shop is: click the map to drop the pin, or type its latitude and longitude (keyboard and screen
 * readers). Without a pin the server places the shop on its town. Reused by every shop form.
 */
export function PinPicker({ value, onChange, name = 'Your shop', error }: PinPickerProps) {
  const id = useId();
  const hasPin = value.latitude !== null && value.longitude !== null;
  // What the person typed, kept while it means the same number ("53." stays "53."); a pin dropped on the map
  // replaces it (state adjusted during render, React's pattern for props that change under local state).
  const [typed, setTyped] = useState({
    latitude: value.latitude,
    longitude: value.longitude,
    lat: value.latitude?.toString() ?? '',
    lng: value.longitude?.toString() ?? '',
  });
  if (typed.latitude !== value.latitude || typed.longitude !== value.longitude) {
    const lat = parseCoordinate(typed.lat) === value.latitude ? typed.lat : (value.latitude?.toString() ?? '');
    const lng = parseCoordinate(typed.lng) === value.longitude ? typed.lng : (value.longitude?.toString() ?? '');
    setTyped({ latitude: value.latitude, longitude: value.longitude, lat, lng });
  }
  const type = (field: 'lat' | 'lng', text: string) => {
    const next = { ...typed, [field]: text };
    const pin = { latitude: parseCoordinate(next.lat), longitude: parseCoordinate(next.lng) };
    setTyped({ ...next, ...pin });
    onChange(pin);
  };
  return (
    <fieldset className="grid gap-3 rounded-md border p-3">
      <legend className="px-1 text-sm font-medium">Map pin</legend>
      <p className="text-sm text-muted-foreground" id={`${id}-help`}>
        Click the map to drop a pin where the shop is, or type its coordinates. Without a pin we place the shop on its
        town.
      </p>
      <ShopsMap
        label="Map: click to drop the shop's pin"
        className="h-56 w-full"
        zoom={15}
        markers={
          hasPin ? [{ id: 0, name, latitude: value.latitude as number, longitude: value.longitude as number }] : []
        }
        onPick={onChange}
      />
      <div className="flex flex-wrap items-end gap-2">
        <div className="grid gap-1">
          <label htmlFor={`${id}-latitude`} className="text-xs text-muted-foreground">
            Latitude
          </label>
          <Input
            id={`${id}-latitude`}
            className="h-9 w-32"
            inputMode="decimal"
            aria-describedby={`${id}-help`}
            value={typed.lat}
            onChange={(event) => type('lat', event.target.value)}
          />
        </div>
        <div className="grid gap-1">
          <label htmlFor={`${id}-longitude`} className="text-xs text-muted-foreground">
            Longitude
          </label>
          <Input
            id={`${id}-longitude`}
            className="h-9 w-32"
            inputMode="decimal"
            aria-describedby={`${id}-help`}
            value={typed.lng}
            onChange={(event) => type('lng', event.target.value)}
          />
        </div>
        {hasPin && (
          <Button type="button" variant="ghost" size="sm" onClick={() => onChange({ latitude: null, longitude: null })}>
            <MapPinOff aria-hidden="true" />
            Remove pin
          </Button>
        )}
      </div>
      <p role="alert" className="text-sm text-destructive empty:hidden">
        {error}
      </p>
    </fieldset>
  );
}
