/**
 * The stock placeholder shown when a shop has no image or its image fails to load (spec section 2, Shop detail).
 * It is served by the web app itself, so it also shows offline.
 */
export const SHOP_PLACEHOLDER_IMAGE = '/images/shop-placeholder.svg';
