import { useMutation, useQueryClient } from '@tanstack/react-query';

import type { ProductResponse, UpdateProductRequest } from '@app/contracts';

import { apiRequest } from '@/lib/api-client';

import { dashboardPaths, refreshDirectory } from './keys';

export type UpdateProductInput = UpdateProductRequest & { productId: number };

/** PATCH /api/products/{id}: any of name, description, price, quantity, imageUrl, isActive (issue 15). */
export async function updateProduct({ productId, ...changes }: UpdateProductInput): Promise<ProductResponse | null> {
  return apiRequest<ProductResponse>(dashboardPaths.updateProduct(productId), 'PATCH', changes);
}

export function useUpdateProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: updateProduct, onSuccess: () => refreshDirectory(queryClient) });
}
