import { CircleCheck, X } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useSearchParams } from 'wouter';

/** Spec section 9: the banner lasts 5 seconds. */
export const PASSWORD_RESET_BANNER_MS = 5000;
const PARAM = 'passwordReset';

/**
 * Shown on / after a password reset (`?passwordReset=success`, spec section 2). The parameter is removed from the
 * address at once; the banner goes after 5 seconds or when dismissed.
 */
export function PasswordResetSuccessBanner() {
  const [searchParams, setSearchParams] = useSearchParams();
  const flagged = searchParams.get(PARAM) === 'success';
  const [visible, setVisible] = useState(flagged);

  // The parameter may also arrive while the page is already shown.
  if (flagged && !visible) setVisible(true);

  useEffect(() => {
    if (!flagged) return;
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        next.delete(PARAM);
        return next;
      },
      { replace: true },
    );
  }, [flagged, setSearchParams]);

  useEffect(() => {
    if (!visible) return;
    const timer = setTimeout(() => setVisible(false), PASSWORD_RESET_BANNER_MS);
    return () => clearTimeout(timer);
  }, [visible]);

  if (!visible) return null;

  return (
    <div
      role="status"
      className="flex items-start gap-3 rounded-lg border border-green-200 bg-green-50 px-4 py-3 text-sm text-green-800 shadow-sm"
    >
      <CircleCheck className="mt-0.5 size-5 shrink-0 text-green-600" aria-hidden="true" />
      <p className="flex-1">Successfully reset password. You can now sign in with your new password.</p>
      <button
        type="button"
        onClick={() => setVisible(false)}
        className="rounded-md p-0.5 text-green-700 outline-none hover:bg-green-100 focus-visible:ring-2 focus-visible:ring-green-600"
        aria-label="Dismiss"
      >
        <X className="size-4" aria-hidden="true" />
      </button>
    </div>
  );
}
