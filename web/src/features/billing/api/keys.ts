/** Query keys of the billing feature. */
export const billingKeys = {
  subscription: ['billing', 'subscription'] as const,
  intent: ['billing', 'intent'] as const,
  receipts: ['billing', 'receipts'] as const,
};

/** Request paths of the billing feature. */
export const billingPaths = {
  subscription: '/api/subscription',
  intent: '/api/get-or-create-subscription',
  receipts: '/api/billing/receipts',
  offlinePayment: '/api/billing/offline-payments',
  /** The receipt's PDF, downloaded by the browser with the session cookie (Content-Disposition: attachment). */
  receiptPdf: (id: number) => `/api/billing/receipts/${id}/pdf`,
};
