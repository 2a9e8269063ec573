import 'reflect-metadata';
import { runServiceMain } from '@app/service-kit';
import { adminAuditService } from './admin-audit.service-definition';

runServiceMain(adminAuditService, process.env);
