import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { Repository } from 'typeorm';
import { CategoryResponse } from '@app/contracts';
import { Category } from './category.entity';
import { toCategoryResponse } from './category.mapper';

@Injectable()
export class CategoriesService {
  constructor(@InjectRepository(Category) private readonly categories: Repository<Category>) {}

  async list(): Promise<CategoryResponse[]> {
    const rows = await this.categories.find({ order: { name: 'ASC' } });
    return rows.map(toCategoryResponse);
  }
}
