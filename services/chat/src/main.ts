import 'reflect-metadata';
import { runServiceMain } from '@app/service-kit';
import { chatService } from './chat.service-definition';

runServiceMain(chatService, process.env);
