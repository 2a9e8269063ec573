import { z } from 'zod';

/**
 * Where a shop is and when it is open (issue 14): coordinates (WGS84), weekly opening hours, and the `near`,
 * `radiusKm`, `sort` and `openNow` parameters of the public lists. Messages are worded like the spec's own.
 */

export const WEEK_DAYS = ['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
export type WeekDay = (typeof WEEK_DAYS)[number];

/** The English name of each day: the screens show it and schema.org names its days by it. */
export const DAY_NAMES: Readonly<Record<WeekDay, string>> = {
  mon: 'Monday',
  tue: 'Tuesday',
  wed: 'Wednesday',
  thu: 'Thursday',
  fri: 'Friday',
  sat: 'Saturday',
  sun: 'Sunday',
};

export const LOCAL_MESSAGES = {
  latitude: 'latitude must be between -90 and 90',
  longitude: 'longitude must be between -180 and 180',
  latitudeNumber: 'latitude must be a number',
  longitudeNumber: 'longitude must be a number',
  coordinatesTogether: 'latitude and longitude must be given together',
  near: 'near must be "latitude,longitude" or a known place',
  radiusKm: 'radiusKm must be between 0.1 and 200',
  sort: 'sort must be one of relevance, distance, rating, newest',
  sortDistanceNeedsNear: 'sort=distance needs near',
  openNow: 'openNow must be true or false',
  day: 'day must be one of mon, tue, wed, thu, fri, sat, sun',
  opens: 'opens must be a time HH:MM',
  closes: 'closes must be a time HH:MM or 24:00',
  closesAfterOpens: 'closes must be after opens',
  overlap: 'Opening hours of the same day must not overlap',
  tooMany: 'At most 28 opening hours intervals',
  openingHoursList: 'openingHours must be a list of { day, opens, closes }',
} as const;

export const DEFAULT_RADIUS_KM = 10;
export const MIN_RADIUS_KM = 0.1;
export const MAX_RADIUS_KM = 200;
export const MAX_OPENING_INTERVALS = 28;
export const SHOP_SORTS = ['relevance', 'distance', 'rating', 'newest'] as const;
export type ShopSort = (typeof SHOP_SORTS)[number];

/**
 * Coordinates are kept to 7 decimals (about 1 cm): PostgreSQL refuses subnormal doubles such as 5e-324, and no pin
 * needs more.
 */
const toSevenDecimals = (value: number) => Math.round(value * 1e7) / 1e7 + 0;

const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;

export const latitudeSchema = z
  .number({ invalid_type_error: LOCAL_MESSAGES.latitudeNumber, required_error: LOCAL_MESSAGES.latitudeNumber })
  .finite(LOCAL_MESSAGES.latitudeNumber)
  .min(-90, LOCAL_MESSAGES.latitude)
  .max(90, LOCAL_MESSAGES.latitude)
  .transform(toSevenDecimals);
export const longitudeSchema = z
  .number({ invalid_type_error: LOCAL_MESSAGES.longitudeNumber, required_error: LOCAL_MESSAGES.longitudeNumber })
  .finite(LOCAL_MESSAGES.longitudeNumber)
  .min(-180, LOCAL_MESSAGES.longitude)
  .max(180, LOCAL_MESSAGES.longitude)
  .transform(toSevenDecimals);

/** One opening interval of a day: opens before closes, both HH:MM; closes may be 24:00 (until midnight). */
export const openingIntervalSchema = z
  .object(
    {
      day: z.enum(WEEK_DAYS, { errorMap: () => ({ message: LOCAL_MESSAGES.day }) }),
      opens: z.string({ invalid_type_error: LOCAL_MESSAGES.opens, required_error: LOCAL_MESSAGES.opens }).regex(TIME, {
        message: LOCAL_MESSAGES.opens,
      }),
      closes: z
        .string({ invalid_type_error: LOCAL_MESSAGES.closes, required_error: LOCAL_MESSAGES.closes })
        .refine((value) => value === '24:00' || TIME.test(value), LOCAL_MESSAGES.closes),
    },
    { invalid_type_error: LOCAL_MESSAGES.openingHoursList },
  )
  .strict(LOCAL_MESSAGES.openingHoursList)
  .refine((interval) => interval.closes > interval.opens, {
    message: LOCAL_MESSAGES.closesAfterOpens,
    path: ['closes'],
  });
export type OpeningInterval = z.infer<typeof openingIntervalSchema>;

/** The week's hours: several intervals a day allowed, none overlapping; sorted by day then opening time. */
export const openingHoursSchema = z
  .array(openingIntervalSchema, { invalid_type_error: LOCAL_MESSAGES.openingHoursList })
  .max(MAX_OPENING_INTERVALS, LOCAL_MESSAGES.tooMany)
  .superRefine((intervals, context) => {
    const sorted = sortOpeningHours(intervals);
    for (let index = 1; index < sorted.length; index += 1) {
      const before = sorted[index - 1];
      if (before.day === sorted[index].day && sorted[index].opens < before.closes) {
        context.addIssue({ code: 'custom', message: LOCAL_MESSAGES.overlap });
        return;
      }
    }
  })
  .transform(sortOpeningHours);
export type OpeningHours = z.infer<typeof openingHoursSchema>;

export function sortOpeningHours<T extends OpeningInterval>(intervals: T[]): T[] {
  return [...intervals].sort(
    (a, b) => WEEK_DAYS.indexOf(a.day) - WEEK_DAYS.indexOf(b.day) || a.opens.localeCompare(b.opens),
  );
}

/** The place fields of the shop form and of PATCH /api/shops/{id}: a pin (both or neither) and the hours. */
export const shopPlaceShape = {
  latitude: latitudeSchema.nullable().optional(),
  longitude: longitudeSchema.nullable().optional(),
  openingHours: openingHoursSchema.optional(),
};

/** Refuses a latitude without its longitude (or the reverse), on the form and on the server. */
export function coordinatesTogether(value: { latitude?: number | null; longitude?: number | null }): boolean {
  return (
    (value.latitude === null || value.latitude === undefined) ===
    (value.longitude === null || value.longitude === undefined)
  );
}

/** PATCH /api/shops/{id}: the shop's pin and hours (a later issue's edit form adds the other fields). */
export const updateShopPlaceSchema = z
  .object(shopPlaceShape)
  .refine(coordinatesTogether, { message: LOCAL_MESSAGES.coordinatesTogether, path: ['longitude'] });
export type UpdateShopPlaceRequest = z.infer<typeof updateShopPlaceSchema>;

const COORDINATES = /^\s*([+-]?\d{1,3}(?:\.\d+)?)\s*,\s*([+-]?\d{1,3}(?:\.\d+)?)\s*$/;

/** "53.27,-9.05" as numbers, or null when the text is not two numbers (then it may be a place name). */
export function parseCoordinates(text: string): { latitude: number; longitude: number } | null {
  const match = COORDINATES.exec(text);
  return match ? { latitude: toSevenDecimals(Number(match[1])), longitude: toSevenDecimals(Number(match[2])) } : null;
}

/** `near`, `radiusKm`, `sort` and `openNow` of GET /api/shops and GET /api/products/search. */
export const localQueryShape = {
  near: z
    .string({ invalid_type_error: LOCAL_MESSAGES.near })
    .trim()
    .min(1, LOCAL_MESSAGES.near)
    .max(100, LOCAL_MESSAGES.near)
    .superRefine((text, context) => {
      const point = parseCoordinates(text);
      if (!point) {
        // A place name: letters first; whether the gazetteer knows it is the service's to say.
        if (!/^\p{L}/u.test(text)) context.addIssue({ code: 'custom', message: LOCAL_MESSAGES.near });
        return;
      }
      if (Math.abs(point.latitude) > 90) context.addIssue({ code: 'custom', message: LOCAL_MESSAGES.latitude });
      else if (Math.abs(point.longitude) > 180) context.addIssue({ code: 'custom', message: LOCAL_MESSAGES.longitude });
    })
    .optional(),
  radiusKm: z.coerce
    .number({ invalid_type_error: LOCAL_MESSAGES.radiusKm })
    .finite(LOCAL_MESSAGES.radiusKm)
    .min(MIN_RADIUS_KM, LOCAL_MESSAGES.radiusKm)
    .max(MAX_RADIUS_KM, LOCAL_MESSAGES.radiusKm)
    .default(DEFAULT_RADIUS_KM),
  sort: z.enum(SHOP_SORTS, { errorMap: () => ({ message: LOCAL_MESSAGES.sort }) }).default('relevance'),
  openNow: z
    .enum(['true', 'false'], { errorMap: () => ({ message: LOCAL_MESSAGES.openNow }) })
    .optional()
    .transform((value) => value === 'true'),
};

/** sort=distance has nothing to measure from without near. */
export function distanceSortHasNear(query: { near?: string; sort: ShopSort }): boolean {
  return query.sort !== 'distance' || query.near !== undefined;
}

/** Whether a shop is open at an instant, and what changes next; computed by catalog with its TIME_ZONE. */
export const openStatusSchema = z.object({
  isOpenNow: z.boolean(),
  /** The day of the week it is in the shop's time zone (the shop page marks it). */
  today: z.enum(WEEK_DAYS),
  /** When open: the time it closes (following intervals that run on past midnight), else null. */
  closesAt: z.string().nullable(),
  /** When closed: the next opening within a week, else null. */
  opensAt: z.object({ day: z.enum(WEEK_DAYS), time: z.string() }).nullable(),
});
export type OpenStatus = z.infer<typeof openStatusSchema>;

/** The local fields every shop response carries; distanceKm only when the list was asked with near. */
export const shopLocalFieldsShape = {
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
  openingHours: z.array(z.object({ day: z.enum(WEEK_DAYS), opens: z.string(), closes: z.string() })),
  isOpenNow: z.boolean(),
  openStatus: openStatusSchema,
  distanceKm: z.number().optional(),
};
