import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';

import { categoryResponseSchema, type CategoryResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { categoryKeys } from './keys';

const categoryListSchema = z.array(categoryResponseSchema);

/** GET /api/categories: id, name, slug (and icon, description) of every category. */
export async function getCategories(): Promise<CategoryResponse[]> {
  return categoryListSchema.parse(await apiRequest<unknown>(categoryKeys.all[0]));
}

export const categoriesQueryOptions = () => queryOptions({ queryKey: categoryKeys.all, queryFn: getCategories });

export const useCategories = () => useQuery(categoriesQueryOptions());
