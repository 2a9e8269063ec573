export * from './category.schema';
export * from './product.schema';
export * from './shop.schema';
export * from './local.schema';
export * from './open-status';
export * from './shop-page.schema';
export * from './shop-stats.schema';
export * from './gallery.schema';
