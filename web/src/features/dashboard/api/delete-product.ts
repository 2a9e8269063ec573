import { useMutation, useQueryClient } from '@tanstack/react-query';

import { apiRequest } from '@/lib/api-client';

import { dashboardPaths, refreshDirectory } from './keys';

/** DELETE /api/products/{id}: only the product's owner may (403 otherwise). */
export async function deleteProduct(productId: number): Promise<void> {
  await apiRequest(dashboardPaths.deleteProduct(productId), 'DELETE');
}

export function useDeleteProduct() {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: deleteProduct, onSuccess: () => refreshDirectory(queryClient) });
}
