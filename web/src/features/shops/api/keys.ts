/** Query keys of the shops feature; the first element is the request path (spec section 7). */
export const shopKeys = {
  mine: ['/api/my-shops'] as const,
};
