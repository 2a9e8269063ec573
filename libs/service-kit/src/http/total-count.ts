import type { Response } from 'express';
import { LeanAnswer } from './lean-route/lean-route';

/** Public lists stay arrays; their total travels in this header (shared DECISIONS: public list size). */
export const TOTAL_COUNT_HEADER = 'X-Total-Count';

/** The page's items as the body, its total in TOTAL_COUNT_HEADER (a passthrough response). */
export function itemsWithTotal<T>(response: Response, page: { items: T[]; total: number }): T[] {
  response.setHeader(TOTAL_COUNT_HEADER, String(page.total));
  return page.items;
}

/** itemsWithTotal for a lean read: the items as the body, the total in TOTAL_COUNT_HEADER. */
export function leanItemsWithTotal<T>(page: { items: T[]; total: number }): LeanAnswer {
  return new LeanAnswer(page.items, { [TOTAL_COUNT_HEADER]: String(page.total) });
}
