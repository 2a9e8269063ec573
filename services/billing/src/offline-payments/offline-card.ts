import { OFFLINE_TEST_CARDS } from '@app/contracts';

/** What the offline test mode does with a card (shared DECISIONS: payments): 4242… pays, anything else is declined. */
export type OfflineCardOutcome =
  { kind: 'succeeded' } | { kind: 'declined'; code: string; declineCode: string; message: string };

export const DECLINED_MESSAGE = 'Your card was declined.';

export function offlineCardOutcome(cardNumber: string): OfflineCardOutcome {
  if (cardNumber === OFFLINE_TEST_CARDS.succeeds) return { kind: 'succeeded' };
  return { kind: 'declined', code: 'card_declined', declineCode: 'generic_decline', message: DECLINED_MESSAGE };
}
