import 'reflect-metadata';
import { runServiceMain } from '@app/service-kit';
import { reviewsService } from './reviews.service-definition';

runServiceMain(reviewsService, process.env);
