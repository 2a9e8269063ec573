import { Inject, Injectable, Logger } from '@nestjs/common';
import { z } from 'zod';
import { reviewResponseSchema, ShopReviewsFirstPage } from '@app/contracts';
import { GATEWAY_CONFIG, GatewayConfig } from '../../gateway.config';
import { UpstreamRegistry } from '../../proxy/upstream-registry';
import { SHOP_SUMMARY_TIMEOUT_MS } from './catalog-seo.client';
import { internalGet } from './internal-get';
import { shopReviewsFirstRead } from './page-preloads';

/** The reviews service's public list of a shop's reviews, read the way a visitor without a session reads it. */
@Injectable()
export class ReviewsSeoClient {
  private readonly logger = new Logger(ReviewsSeoClient.name);

  constructor(
    @Inject(GATEWAY_CONFIG) private readonly config: GatewayConfig,
    private readonly upstreams: UpstreamRegistry,
  ) {}

  /**
   * Newest first, with the total; null when the shop is not public, or the reviews service failed or was slower than
   * a page may wait.
   */
  async firstPage(shopId: number): Promise<ShopReviewsFirstPage | null> {
    try {
      const answer = await internalGet(
        this.upstreams.get('reviews'),
        shopReviewsFirstRead(shopId),
        z.array(reviewResponseSchema),
        this.config.INTERNAL_SECRET,
        // As long as a page waits for its shop: the two are read side by side.
        SHOP_SUMMARY_TIMEOUT_MS,
      );
      if (!answer.ok) {
        if (answer.status !== 404) this.logger.warn(`reviews answered ${answer.status} for shop ${shopId}`);
        return null;
      }
      const total = Number(answer.headers['x-total-count']);
      return { items: answer.body, total: Number.isInteger(total) ? total : answer.body.length };
    } catch (error) {
      this.logger.warn(`no reviews of shop ${shopId} for its first screen: ${(error as Error).message}`);
      return null;
    }
  }
}
