/**
 * Map tiles (issue 14): the tile URL template is configuration (VITE_MAP_TILE_URL at build time), OpenStreetMap's
 * standard tiles by default, with the attribution their licence asks for. When tiles cannot load the map stays a
 * grey square with its markers, and every list still works.
 */
export const MAP_TILES = {
  url: import.meta.env.VITE_MAP_TILE_URL || 'https://tile.openstreetmap.org/{z}/{x}/{y}.png',
  attribution:
    import.meta.env.VITE_MAP_TILE_ATTRIBUTION ||
    '&copy; <a href="https://www.openstreetmap.org/copyright">OpenStreetMap</a> contributors',
} as const;

/**
 * Directions to a pin (issue 16) at the map provider, OpenStreetMap's route planner by default;
 * VITE_MAP_DIRECTIONS_URL may name another with {lat} and {lng} in it.
 */
export function directionsHref(latitude: number, longitude: number): string {
  const template = import.meta.env.VITE_MAP_DIRECTIONS_URL || 'https://www.openstreetmap.org/directions?to={lat},{lng}';
  return template.replace('{lat}', String(latitude)).replace('{lng}', String(longitude));
}

/** Where a map with nothing on it looks: the middle of Ireland. */
export const DEFAULT_MAP_CENTRE = { latitude: 53.41, longitude: -8.24, zoom: 6 } as const;
