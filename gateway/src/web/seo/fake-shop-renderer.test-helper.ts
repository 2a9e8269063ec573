import type { ShopDetailResponse } from '@app/contracts';

/**
 * A build's renderer, run by the gateway as a worker thread: echoes the path id, the shop's name and its reviews'
 * comments (or that they are loading), and fails the render of a shop named 'broken'.
 */
export const FAKE_RENDERER = `
const { parentPort, workerData } = require('node:worker_threads');
const render = async (shopId, shop, reviews) => {
  if (shop.name === 'broken') throw new Error('render failed');
  const said = reviews ? reviews.items.map((review) => review.comment).join(',') + ' of ' + reviews.total : 'loading';
  return '<h1>' + shop.name + '</h1><p>' + shopId + '</p><p>' + 'v1' + '</p>' + '<ul>' + said + '</ul>';
};
if (parentPort && workerData.role === 'shop-screen-renderer') {
  parentPort.on('message', ({ id, shopId, shop, reviews }) => {
    render(shopId, shop, reviews).then(
      (html) => parentPort.postMessage({ id, html }),
      (error) => parentPort.postMessage({ id, error: error.message }),
    );
  });
}
`;

/** A shop as catalog would give it, with only what the fake renderer reads. */
export const shopNamed = (name: string) => ({ id: 7, name }) as unknown as ShopDetailResponse;
