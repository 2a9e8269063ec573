import { ShopStatsPoint } from '@app/contracts';

/** One row of SERIES_SQL. */
export interface SeriesRow {
  date: string;
  views: number;
  unique_visitors: number;
  contact_reveals: number;
  calls: number;
  website_clicks: number;
  directions: number;
  messages: number;
  favourites: number;
}

export function toShopStatsPoint(row: SeriesRow): ShopStatsPoint {
  return {
    date: row.date,
    views: row.views,
    uniqueVisitors: row.unique_visitors,
    contactReveals: row.contact_reveals,
    calls: row.calls,
    websiteClicks: row.website_clicks,
    directions: row.directions,
    messages: row.messages,
    favourites: row.favourites,
  };
}
