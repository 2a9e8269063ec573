import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { CreateProductRequest, ProductResponse } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { dashboardPaths, refreshDirectory } from './keys';

export type CreateProductInput = CreateProductRequest & { shopId: number };

/** POST /api/shops/{id}/products: name, description, price, quantity, imageUrl, shopId. */
export async function createProduct(request: CreateProductInput): Promise<ProductResponse | null> {
  return apiRequest<ProductResponse>(dashboardPaths.createProduct(request.shopId), 'POST', request);
}

export function useCreateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: createProduct, onSuccess: () => refreshDirectory(queryClient) });
}
