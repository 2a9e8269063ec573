/** A review as the queries select it, with the reviewer's first name from the people projection. */
export interface ReviewRow {
  id: number;
  shop_id: number;
  user_id: number;
  rating: number;
  comment: string | null;
  first_name: string | null;
  created_at: Date;
  updated_at: Date;
  reply_text: string | null;
  reply_created_at: Date | null;
}

export const REVIEW_COLUMNS = `r.id, r.shop_id, r.user_id, r.rating, r.comment, p.first_name, r.created_at, r.updated_at,
  r.reply_text, r.reply_created_at`;

export const REVIEW_FROM = 'reviews.reviews r LEFT JOIN reviews.people p ON p.user_id = r.user_id';

/** Only reviews no admin has hidden are listed, counted or answered. */
export const VISIBLE_REVIEW = 'r.hidden_at IS NULL';
