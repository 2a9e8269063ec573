import { z } from 'zod';

/**
 * A rating a signed-out person chose before signing in (spec section 4): kept in the browser session under this one
 * key, it survives sign-in or registration, is submitted on the shop page afterwards and then cleared.
 */
export const PENDING_RATING_STORAGE_KEY = 'pendingRating';

export const pendingRatingSchema = z.object({
  shopId: z.union([z.number().int().positive(), z.string().min(1)]),
  shopName: z.string().optional(),
  rating: z.number().int().min(1).max(5),
  comment: z.string().optional(),
});
export type PendingRating = z.infer<typeof pendingRatingSchema>;

function storage(): Storage | null {
  try {
    return window.sessionStorage;
  } catch {
    return null; // Storage can be blocked by the browser's privacy settings.
  }
}

export function savePendingRating(rating: PendingRating): void {
  storage()?.setItem(PENDING_RATING_STORAGE_KEY, JSON.stringify(rating));
}

/** The saved rating, or null when there is none or it cannot be read. */
export function readPendingRating(): PendingRating | null {
  const raw = storage()?.getItem(PENDING_RATING_STORAGE_KEY);
  if (!raw) return null;
  try {
    const parsed = pendingRatingSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

export function clearPendingRating(): void {
  storage()?.removeItem(PENDING_RATING_STORAGE_KEY);
}
