import { Loader2, Trash2 } from 'lucide-react';
import { useState } from 'react';

import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { toast } from '@/components/ui/use-toast';
import { getErrorMessage, getErrorStatus, isUnauthorizedError } from '@/lib/api-client';

import { useDeleteProduct } from '../api/delete-product';

/**
 * Deletes a product after the spec's question (spec 001 sections 5 and 8): 'Product deleted successfully.', 'You can
 * only delete your own products.' for a refusal, 'Failed to delete product: ...' otherwise.
 */
export function DeleteProductButton({ product }: { product: { id: number; name: string } }) {
  const [open, setOpen] = useState(false);
  const deleteProduct = useDeleteProduct();

  const confirm = () => {
    deleteProduct.mutate(product.id, {
      onSuccess: () => {
        setOpen(false);
        toast({ title: 'Success', description: 'Product deleted successfully.' });
      },
      onError: (error) => {
        setOpen(false);
        const status = getErrorStatus(error);
        const refused = status === 401 || status === 403 || isUnauthorizedError(error);
        toast({
          variant: 'destructive',
          title: 'Error',
          description: refused
            ? 'You can only delete your own products.'
            : `Failed to delete product: ${getErrorMessage(error, 'Please try again.')}`,
        });
      },
    });
  };

  return (
    <>
      <Button
        variant="ghost"
        size="icon"
        className="text-destructive hover:bg-destructive/10 hover:text-destructive"
        onClick={() => setOpen(true)}
        aria-label={`Delete ${product.name}`}
      >
        <Trash2 aria-hidden="true" />
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="sm:max-w-md">
          <DialogHeader>
            <DialogTitle>Delete Product</DialogTitle>
            <DialogDescription>
              Are you sure you want to delete "{product.name}"? This action cannot be undone.
            </DialogDescription>
          </DialogHeader>
          <DialogFooter>
            <Button variant="outline" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button variant="destructive" onClick={confirm} disabled={deleteProduct.isPending}>
              {deleteProduct.isPending && <Loader2 className="animate-spin" aria-hidden="true" />}
              Delete
            </Button>
          </DialogFooter>
        </DialogContent>
      </Dialog>
    </>
  );
}
