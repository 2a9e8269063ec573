import { CategoryResponse } from '@app/contracts';
import { Category } from './category.entity';

export function toCategoryResponse(category: Category): CategoryResponse {
  return {
    id: category.id,
    name: category.name,
    slug: category.slug,
    icon: category.icon,
    description: category.description,
  };
}
