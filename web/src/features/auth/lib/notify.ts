import { toast } from '@/components/ui/use-toast';
import { getErrorMessage } from '@/lib/api-client';

/** A destructive toast with the server's `message`, or the spec's fallback (spec section 8). */
export function toastFailure(title: string, error: unknown, fallback: string): void {
  toast({ variant: 'destructive', title, description: getErrorMessage(error, fallback) });
}

/** A destructive toast for a field the person must correct. */
export function toastProblem(problem: { title: string; description: string }): void {
  toast({ variant: 'destructive', ...problem });
}
