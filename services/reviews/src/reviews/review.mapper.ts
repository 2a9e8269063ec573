import { MyReviewResponse, ReviewResponse } from '@app/contracts';
import { ReviewRow } from './review.row';

export function toReviewResponse(row: ReviewRow): ReviewResponse {
  return {
    id: row.id,
    shopId: row.shop_id,
    rating: row.rating,
    comment: row.comment,
    user: { firstName: row.first_name },
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
    reply:
      row.reply_text !== null && row.reply_created_at !== null
        ? { text: row.reply_text, createdAt: row.reply_created_at.toISOString() }
        : null,
  };
}

export function toMyReviewResponse(row: ReviewRow & { shop_name: string }): MyReviewResponse {
  return { ...toReviewResponse(row), shopName: row.shop_name };
}
