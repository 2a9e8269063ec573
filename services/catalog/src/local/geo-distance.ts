/**
 * SQL over Postgres `cube` + `earthdistance` (AddedShopPlaces migration): a GiST index on
 * public.ll_to_earth(latitude, longitude) finds the shops inside a bounding cube of the circle (earth_box), then
 * earth_distance keeps those truly within the radius. Schema-qualified, so the search path does not matter.
 */
export function earthPoint(latitude: string, longitude: string): string {
  return `public.ll_to_earth(${latitude}, ${longitude})`;
}

/** Great-circle distance in metres between the shop ('s') and a point. */
export function distanceMetres(latitude: string, longitude: string, alias = 's'): string {
  return `public.earth_distance(${earthPoint(latitude, longitude)}, ${earthPoint(`${alias}.latitude`, `${alias}.longitude`)})`;
}

/** Shops with a pin within `metres` of the point; the first two conditions let the GiST index answer. */
export function withinRadius(latitude: string, longitude: string, metres: string, alias = 's'): string {
  return `${alias}.latitude IS NOT NULL AND ${alias}.longitude IS NOT NULL
    AND public.earth_box(${earthPoint(latitude, longitude)}, ${metres}) OPERATOR(public.@>) ${earthPoint(`${alias}.latitude`, `${alias}.longitude`)}
    AND ${distanceMetres(latitude, longitude, alias)} <= ${metres}`;
}
