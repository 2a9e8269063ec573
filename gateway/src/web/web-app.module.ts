import { Module } from '@nestjs/common';
import { WebAppRegistrar } from './web-app.registrar';

@Module({ providers: [WebAppRegistrar] })
export class WebAppModule {}
