import { Module } from '@nestjs/common';
import { ProxyModule } from '../proxy/proxy.module';
import { DocsController } from './docs.controller';

@Module({
  imports: [ProxyModule],
  controllers: [DocsController],
})
export class DocsModule {}
