import { EventPayload, versionOf } from '@app/contracts';
import { Fold } from './projection';

type Moderation = 'user.banned' | 'user.suspended' | 'user.unbanned' | 'user.unsuspended';

const banned = (value: boolean) => (p: EventPayload<Moderation>) => ({
  id: p.userId,
  version: versionOf(p),
  set: { banned: value },
});

/**
 * A person's four moderation events as the one `banned` column projections of people keep: a ban or a suspension
 * sets it (neither may act), lifting either clears it. Spread into a projection's events, with `banned` in a group.
 */
export const bannedFolds: { [N in Moderation]: Fold<N> } = {
  'user.banned': banned(true),
  'user.suspended': banned(true),
  'user.unbanned': banned(false),
  'user.unsuspended': banned(false),
};

type Review = 'shop.approved' | 'shop.rejected';

const status = (value: 'approved' | 'rejected') => (p: EventPayload<Review>) => ({
  id: p.shopId,
  version: versionOf(p),
  set: { status: value, is_approved: value === 'approved' },
  insert: { owner_id: p.ownerId, name: p.name.slice(0, 200) },
});

/**
 * A shop's approval and rejection as the `status` and `is_approved` columns projections of shops keep (in the group
 * of the status version). A shop first seen this way takes its owner and name from the event, with version 0 for
 * its details, so its snapshot still applies when it comes.
 */
export const shopStatusFolds: { [N in Review]: Fold<N> } = {
  'shop.approved': status('approved'),
  'shop.rejected': status('rejected'),
};
