import 'reflect-metadata';
import { runServiceMain } from '@app/service-kit';
import { catalogService } from './catalog.service-definition';

runServiceMain(catalogService, process.env);
