/**
 * SQL over Postgres `cube` + `earthdistance` (AddedShopPlaces migration): a GiST index on
 * public.ll_to_earth(latitude, longitude) finds the shops inside a bounding cube of the circle (earth_box), then
 * the great-circle distance (distanceMetres) keeps those truly within the radius. Schema-qualified, so the search
 * path does not matter.
 */
export function earthPoint(latitude: string, longitude: string): string {
  return `public.ll_to_earth(${latitude}, ${longitude})`;
}

/** The columns of a pin: the shop's own, or its copy on a product (AddedProductShopPins). */
export interface PinColumns {
  latitude: string;
  longitude: string;
}

export const SHOP_PIN: PinColumns = { latitude: 's.latitude', longitude: 's.longitude' };
export const PRODUCT_SHOP_PIN: PinColumns = { latitude: 'p.shop_latitude', longitude: 'p.shop_longitude' };

/** The sphere of earthdistance (public.earth(), metres), so a distance agrees with the pins' GiST box. */
const EARTH_RADIUS_METRES = 6_378_168;

/**
 * Great-circle distance in metres between a pin (the shop's by default) and a point: the haversine formula in plain
 * float arithmetic on the sphere of public.earth_distance, which gives the same metres to a micrometre. A search
 * checks it on every candidate (near me: every product of the words in the cells around the point), and
 * earth_distance(ll_to_earth(..), ll_to_earth(..)) built two cubes for each, half of a near-me search's time
 * (docs/benchmarks.md, session 41). least(1, ..) keeps rounding from taking asin out of its domain.
 */
export function distanceMetres(latitude: string, longitude: string, pin: PinColumns = SHOP_PIN): string {
  const halfChordSquared =
    `power(sin(radians(${pin.latitude} - ${latitude}) / 2), 2)` +
    ` + cos(radians(${latitude})) * cos(radians(${pin.latitude}))` +
    ` * power(sin(radians(${pin.longitude} - ${longitude}) / 2), 2)`;
  return `(2 * ${EARTH_RADIUS_METRES} * asin(least(1, sqrt(${halfChordSquared}))))`;
}

/** The pin is set: only such rows are in the pins' partial GiST indexes. */
export function pinIsSet(pin: PinColumns = SHOP_PIN): string {
  return `${pin.latitude} IS NOT NULL AND ${pin.longitude} IS NOT NULL`;
}

/**
 * An ORDER BY key that walks the pins' GiST index nearest first (cube's `<->`, the straight-line distance between
 * the two points of earthdistance's sphere, which orders as the great-circle distance does).
 */
export function nearestFirst(latitude: string, longitude: string, pin: PinColumns = SHOP_PIN): string {
  return `${earthPoint(pin.latitude, pin.longitude)} OPERATOR(public.<->) ${earthPoint(latitude, longitude)}`;
}

/** Pins within `metres` of the point; the first two conditions let the pin's GiST index answer. */
export function withinRadius(latitude: string, longitude: string, metres: string, pin: PinColumns = SHOP_PIN): string {
  return `${pinIsSet(pin)}
    AND public.earth_box(${earthPoint(latitude, longitude)}, ${metres}) OPERATOR(public.@>) ${earthPoint(pin.latitude, pin.longitude)}
    AND ${distanceMetres(latitude, longitude, pin)} <= ${metres}`;
}
