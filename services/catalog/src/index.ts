export * from './catalog.config';
export * from './catalog.service-definition';
export { Clock } from './local/clock';
export { ShopViewRecorder } from './visits/shop-view-recorder';
