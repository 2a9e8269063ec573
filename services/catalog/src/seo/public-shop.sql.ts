import { PUBLIC_SHOP } from '../search/search-sql';

/** A shop a visitor may see, as the shop page and search decide (approved, active, owner banned nor expired). */
export const PUBLIC_SHOP_CONDITION = PUBLIC_SHOP;
