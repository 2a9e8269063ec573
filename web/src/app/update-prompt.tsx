import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';
import { usePageIdle } from '@/lib/use-page-idle';

type ApplyUpdate = (reloadPage?: boolean) => Promise<void>;

/**
 * Registers the service worker once the page has loaded and the browser is idle (off the first route's critical
 * path: the registration, Workbox and the worker's precaching of the build otherwise run while the page renders
 * its data) and, when a new
 * build has been deployed, offers to reload into it; the old build keeps running until the person agrees.
 */
export function UpdatePrompt() {
  const [applyUpdate, setApplyUpdate] = useState<ApplyUpdate | null>(null);
  const pageIdle = usePageIdle();

  useEffect(() => {
    if (!pageIdle || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (cancelled) return;
      const update: ApplyUpdate = registerSW({ onNeedRefresh: () => setApplyUpdate(() => update) });
    });
    return () => {
      cancelled = true;
    };
  }, [pageIdle]);

  if (!applyUpdate) return null;
  return (
    <div
      role="status"
      className="fixed inset-x-4 bottom-4 z-50 mx-auto flex max-w-md items-center justify-between gap-4 rounded-lg border bg-background p-4 shadow-lg"
    >
      <p className="text-sm">A new version of Local Shop Marketplace is available.</p>
      <Button size="sm" onClick={() => void applyUpdate(true)}>
        Reload
      </Button>
    </div>
  );
}
