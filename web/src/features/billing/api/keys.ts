/** Query keys of the billing feature: the first element is the request path (spec 001 section 7). */
export const billingKeys = {
  subscription: ['/api/subscription'] as const,
  intent: ['/api/get-or-create-subscription'] as const,
  receipts: ['/api/billing/receipts'] as const,
};

/** Request paths of the billing writes. */
export const billingPaths = {
  offlinePayment: '/api/billing/offline-payments',
  /** The receipt's PDF, downloaded by the browser with the session cookie (Content-Disposition: attachment). */
  receiptPdf: (id: number) => `/api/billing/receipts/${id}/pdf`,
};
