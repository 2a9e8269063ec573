import { OnChatMessageSentHandler } from './on-chat-message-sent.handler';
import { OnConversationCreatedHandler } from './on-conversation-created.handler';
import { OnFavoriteAddedHandler } from './on-favorite-added.handler';
import { OnReviewCreatedHandler } from './on-review-created.handler';
import { OnReviewHiddenHandler } from './on-review-hidden.handler';
import { OnReviewUpdatedHandler } from './on-review-updated.handler';
import { OnSubscriptionActivatedHandler } from './on-subscription-activated.handler';
import { OnSubscriptionExpiredHandler } from './on-subscription-expired.handler';
import { OnUserBannedHandler } from './on-user-banned.handler';
import { OnUserDeletedHandler } from './on-user-deleted.handler';
import { OnUserRegisteredHandler } from './on-user-registered.handler';
import { OnUserSuspendedHandler } from './on-user-suspended.handler';
import { OnUserUnbannedHandler } from './on-user-unbanned.handler';
import { OnUserUnsuspendedHandler } from './on-user-unsuspended.handler';
import { OnUserUpdatedHandler } from './on-user-updated.handler';

/** Catalog's projections of other services' events, registered with the service's messaging. */
export const catalogHandlers = [
  OnReviewCreatedHandler,
  OnReviewUpdatedHandler,
  OnReviewHiddenHandler,
  OnSubscriptionActivatedHandler,
  OnSubscriptionExpiredHandler,
  OnUserBannedHandler,
  OnUserSuspendedHandler,
  OnUserUnbannedHandler,
  OnUserUnsuspendedHandler,
  OnUserRegisteredHandler,
  OnUserUpdatedHandler,
  OnUserDeletedHandler,
  OnConversationCreatedHandler,
  OnChatMessageSentHandler,
  OnFavoriteAddedHandler,
];
