/**
 * SQL over Postgres `cube` + `earthdistance` (AddedShopPlaces migration): a GiST index on
 * public.ll_to_earth(latitude, longitude) finds the shops inside a bounding cube of the circle (earth_box), then
 * earth_distance keeps those truly within the radius. Schema-qualified, so the search path does not matter.
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

/** Great-circle distance in metres between a pin (the shop's by default) and a point. */
export function distanceMetres(latitude: string, longitude: string, pin: PinColumns = SHOP_PIN): string {
  return `public.earth_distance(${earthPoint(latitude, longitude)}, ${earthPoint(pin.latitude, pin.longitude)})`;
}

/** Pins within `metres` of the point; the first two conditions let the pin's GiST index answer. */
export function withinRadius(latitude: string, longitude: string, metres: string, pin: PinColumns = SHOP_PIN): string {
  return `${pin.latitude} IS NOT NULL AND ${pin.longitude} IS NOT NULL
    AND public.earth_box(${earthPoint(latitude, longitude)}, ${metres}) OPERATOR(public.@>) ${earthPoint(pin.latitude, pin.longitude)}
    AND ${distanceMetres(latitude, longitude, pin)} <= ${metres}`;
}
