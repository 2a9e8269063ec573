/**
 * The stock placeholder shown when a shop has no image or its image fails to load (spec section 2, Shop detail).
 * It is served by the web app itself, so it also shows offline.
 */
export const SHOP_PLACEHOLDER_IMAGE = '/images/shop-placeholder.svg';

/** `sizes` of a card's picture in the three-column grids (one column on phones, two on tablets, three on desktop). */
export const CARD_IMAGE_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';
