import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';

/**
 * Navigates after a delay (the spec's 2 s after customer registration, 1.5 s after customer sign-in, 500 ms when
 * logged out). The timer is dropped when the screen goes away first; `isPending` is true while it runs.
 */
export function useDelayedNavigate() {
  const [, navigate] = useLocation();
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const [isPending, setIsPending] = useState(false);

  useEffect(() => () => clearTimeout(timer.current), []);

  const navigateAfter = useCallback(
    (to: string, delayMs: number) => {
      clearTimeout(timer.current);
      setIsPending(true);
      timer.current = setTimeout(() => {
        setIsPending(false);
        navigate(to);
      }, delayMs);
    },
    [navigate],
  );

  const cancel = useCallback(() => {
    clearTimeout(timer.current);
    setIsPending(false);
  }, []);

  return { navigateAfter, cancel, isPending };
}
