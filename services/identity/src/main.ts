import 'reflect-metadata';
import { runServiceMain } from '@app/service-kit';
import { identityService } from './identity.service-definition';

runServiceMain(identityService, process.env);
