export * from './category.schema';
export * from './product.schema';
export * from './shop.schema';
export * from './shop-page.schema';
