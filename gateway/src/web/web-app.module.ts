import { Module } from '@nestjs/common';
import { ProxyModule } from '../proxy/proxy.module';
import { CatalogSeoClient } from './seo/catalog-seo.client';
import { AppPageSender } from './seo/app-page.sender';
import { ReviewsSeoClient } from './seo/reviews-seo.client';
import { ShopScreenRenderer } from './seo/shop-screen.renderer';
import { SitemapSender } from './seo/sitemap.sender';
import { WebAppRegistrar } from './web-app.registrar';

@Module({
  imports: [ProxyModule],
  providers: [WebAppRegistrar, AppPageSender, SitemapSender, CatalogSeoClient, ReviewsSeoClient, ShopScreenRenderer],
})
export class WebAppModule {}
