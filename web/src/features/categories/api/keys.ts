/** Query keys of the categories feature; the first element is the request path (spec section 7). */
export const categoryKeys = {
  all: ['/api/categories'] as const,
};
