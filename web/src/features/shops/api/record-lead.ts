import type { LeadType } from '@app/contracts';

/**
 * POST /api/shops/{id}/leads (issue 16): what a visitor did on the shop page, for its owner's statistics. Sent with
 * keepalive so it survives the page being left (a website or directions link, a call), and never awaited: a lost
 * lead is not the visitor's problem.
 */
export function recordLead(shopId: number, type: LeadType): void {
  void fetch(`/api/shops/${encodeURIComponent(String(shopId))}/leads`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ type }),
    credentials: 'include',
    keepalive: true,
  }).catch(() => undefined);
}
