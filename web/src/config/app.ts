/** The product's name: the header brand, the home title, the footer and the document titles read it from here. */
export const PRODUCT_NAME = 'Local Shop Marketplace';

/** The footer's copyright year, as the spec shows it. */
export const COPYRIGHT_YEAR = 2024;
