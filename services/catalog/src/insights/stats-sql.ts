/**
 * The owner's figures in SQL (issue 16). Days are calendar days in the configured time zone ($tz); a range
 * [from, to] covers from 00:00 of `from` to 00:00 of the day after `to` there. Points come from generate_series, so
 * a day (week, month) without anything still has its point, with zeros.
 */

/** Who a visit was: a person, else a guest session, else one IP address with one browser. */
const VISITOR_KEY = `COALESCE('u' || v.user_id, 'g' || v.guest_session_id,
  'a' || md5(COALESCE(v.ip_address, '') || '|' || COALESCE(v.user_agent, '')))`;

/** $2 from, $3 to (dates), $4 the time zone. */
const IN_RANGE = (column: string) =>
  `${column} >= ($2::date::timestamp AT TIME ZONE $4) AND ${column} < (($3::date + 1)::timestamp AT TIME ZONE $4)`;

/** The bucket (first day of its day, week or month) of an instant; $5 is 'day', 'week' or 'month'. */
const BUCKET = (column: string) => `date_trunc($5, (${column} AT TIME ZONE $4)::date::timestamp)::date`;

/** $1 shop, $2 from, $3 to, $4 time zone, $5 interval: one row a point, in order. */
export const SERIES_SQL = `
  WITH buckets AS (
    SELECT b::date AS bucket
    FROM generate_series(date_trunc($5, $2::date::timestamp), $3::date::timestamp, ('1 ' || $5)::interval) AS b
  ),
  visits AS (
    SELECT ${BUCKET('v.visited_at')} AS bucket, count(*)::int AS views,
      count(DISTINCT ${VISITOR_KEY})::int AS unique_visitors
    FROM catalog.shop_visits v
    WHERE v.shop_id = $1 AND ${IN_RANGE('v.visited_at')}
    GROUP BY 1
  ),
  leads AS (
    SELECT ${BUCKET('l.occurred_at')} AS bucket,
      count(*) FILTER (WHERE l.type = 'contact_reveal')::int AS contact_reveals,
      count(*) FILTER (WHERE l.type = 'call')::int AS calls,
      count(*) FILTER (WHERE l.type = 'website')::int AS website_clicks,
      count(*) FILTER (WHERE l.type = 'directions')::int AS directions,
      count(*) FILTER (WHERE l.type = 'message')::int AS messages,
      count(*) FILTER (WHERE l.type = 'favourite')::int AS favourites
    FROM catalog.shop_leads l
    WHERE l.shop_id = $1 AND ${IN_RANGE('l.occurred_at')}
    GROUP BY 1
  )
  SELECT to_char(GREATEST(b.bucket, $2::date), 'YYYY-MM-DD') AS date,
    COALESCE(v.views, 0) AS views, COALESCE(v.unique_visitors, 0) AS unique_visitors,
    COALESCE(l.contact_reveals, 0) AS contact_reveals, COALESCE(l.calls, 0) AS calls,
    COALESCE(l.website_clicks, 0) AS website_clicks, COALESCE(l.directions, 0) AS directions,
    COALESCE(l.messages, 0) AS messages, COALESCE(l.favourites, 0) AS favourites
  FROM buckets b LEFT JOIN visits v ON v.bucket = b.bucket LEFT JOIN leads l ON l.bucket = b.bucket
  ORDER BY b.bucket`;

/** $1 shop, $2 from, $3 to, $4 time zone: the distinct visitors of the whole range. */
export const UNIQUE_VISITORS_SQL = `
  SELECT count(DISTINCT ${VISITOR_KEY})::int AS unique_visitors
  FROM catalog.shop_visits v WHERE v.shop_id = $1 AND ${IN_RANGE('v.visited_at')}`;

/** $1 shop, $2 from, $3 to, $4 time zone, $5 how many: the terms that showed the shop, and the views they led to. */
export const SEARCH_TERMS_SQL = `
  WITH shown AS (
    SELECT si.term, sum(si.impressions)::int AS impressions
    FROM catalog.search_impressions si
    WHERE si.shop_id = $1 AND si.day BETWEEN $2::date AND $3::date
    GROUP BY si.term
  ),
  viewed AS (
    SELECT v.search_term AS term, count(*)::int AS views
    FROM catalog.shop_visits v
    WHERE v.shop_id = $1 AND v.search_term IS NOT NULL AND ${IN_RANGE('v.visited_at')}
    GROUP BY v.search_term
  )
  SELECT term, COALESCE(shown.impressions, 0) AS impressions, COALESCE(viewed.views, 0) AS views
  FROM shown FULL JOIN viewed USING (term)
  ORDER BY impressions DESC, views DESC, term
  LIMIT $5`;
