import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { categoryResponseSchema, type CategoryResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { categoryKeys, categoryPaths } from './keys';

const categoryListSchema = z.array(categoryResponseSchema);

/** GET /api/categories: id, name, slug (and icon, description) of every category. */
export async function getCategories(): Promise<CategoryResponse[]> {
  return categoryListSchema.parse(await apiRequest<unknown>(categoryPaths.list));
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: categoryKeys.all, queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
