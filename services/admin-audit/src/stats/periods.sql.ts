/**
 * SQL for the start of today, of the last 7 days (today and the 6 before), of this month and of this year in the
 * time zone given as $1, as timestamptz values.
 */
const local = `(now() AT TIME ZONE $1::text)`;
export const DAY_START = `(date_trunc('day', ${local}) AT TIME ZONE $1::text)`;
export const WEEK_START = `((date_trunc('day', ${local}) - interval '6 days') AT TIME ZONE $1::text)`;
export const MONTH_START = `(date_trunc('month', ${local}) AT TIME ZONE $1::text)`;
export const YEAR_START = `(date_trunc('year', ${local}) AT TIME ZONE $1::text)`;
/** The day of the month today, in the time zone $1. */
export const DAY_OF_MONTH = `extract(day from ${local})::int`;

/** People and shops that exist: known from a snapshot event and not deleted or removed. */
export const LIVE_PEOPLE = `audit.people p WHERE p.snapshot_at IS NOT NULL AND NOT p.deleted`;
export const LIVE_SHOPS = `audit.shops s WHERE s.created_at IS NOT NULL AND NOT s.removed`;
/** Visits of shops that were not removed (the catalog deletes them with the shop). */
export const LIVE_VISITS = `audit.visits v WHERE NOT EXISTS (SELECT 1 FROM audit.shops rs WHERE rs.id = v.shop_id AND rs.removed)`;
