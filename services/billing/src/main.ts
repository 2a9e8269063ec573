import 'reflect-metadata';
import { runServiceMain } from '@app/service-kit';
import { billingService } from './billing.service-definition';

runServiceMain(billingService, process.env);
