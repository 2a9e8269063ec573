import { DataSource } from 'typeorm';
import { OutboxService } from '@app/messaging';
import { sleep } from '@app/testing';
import { SeededRandom } from './seeded-random';

export interface CommittedEvents {
  /** Ids of every event whose transaction committed. */
  ids: Set<string>;
  /** product.created events per shop id: the product count the consumer must end with. */
  perShop: Map<number, number>;
}

/**
 * Commits `total` product.created events into catalog's outbox in transactions of `batchSize`, pausing a random
 * moment between them so the events keep coming while faults hit. Only the rows are written here: catalog's
 * relay, inside the catalog process, is what publishes them.
 */
export async function commitProductEvents(options: {
  catalogData: DataSource;
  total: number;
  batchSize: number;
  shops: number;
  /** Shop ids are shopIdBase + 1 .. shopIdBase + shops, clear of any real shop. */
  shopIdBase: number;
  ownerId: number;
  random: SeededRandom;
  pauseMs: [number, number];
}): Promise<CommittedEvents> {
  const outbox = new OutboxService('catalog');
  const committed: CommittedEvents = { ids: new Set(), perShop: new Map() };
  let productId = 0;
  while (productId < options.total) {
    const size = Math.min(options.batchSize, options.total - productId);
    const batch = Array.from({ length: size }, () => {
      productId += 1;
      return { productId, shopId: options.shopIdBase + options.random.int(1, options.shops) };
    });
    const ids = await options.catalogData.transaction(async (manager) => {
      const written: string[] = [];
      for (const { productId: id, shopId } of batch) {
        const event = await outbox.publish(manager, 'product.created', {
          productId: id,
          shopId,
          ownerId: options.ownerId,
          name: `Chaos product ${id}`,
          price: '1.00',
        });
        written.push(event.id);
      }
      return written;
    });
    for (const id of ids) committed.ids.add(id);
    for (const { shopId } of batch) committed.perShop.set(shopId, (committed.perShop.get(shopId) ?? 0) + 1);
    await sleep(options.random.int(options.pauseMs[0], options.pauseMs[1]));
  }
  return committed;
}
