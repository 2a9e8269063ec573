/** The subscription page's texts from spec 001 section 8. */
export const billingMessages = {
  paidTitle: 'Payment Successful',
  paidDescription: 'You are now subscribed! You can start listing your shops.',
  failedTitle: 'Payment Failed',
  unexpected: 'An unexpected error occurred. Please try again.',
  initFailed: 'Failed to initialize subscription. Please try again.',
} as const;

/** The features of the Shop Owner Plan (spec 001 section 2). */
export const planFeatures = [
  'Unlimited products',
  'Multiple photos',
  'Customer messages',
  'Analytics dashboard',
  '24/7 support',
] as const;
