import { useEffect, useState } from 'react';

import { Button } from '@/components/ui/button';

type ApplyUpdate = (reloadPage?: boolean) => Promise<void>;

/**
 * Registers the service worker after the page has loaded (off the first route's critical path) and, when a new
 * build has been deployed, offers to reload into it; the old build keeps running until the person agrees.
 */
export function UpdatePrompt() {
  const [applyUpdate, setApplyUpdate] = useState<ApplyUpdate | null>(null);

  useEffect(() => {
    if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
    let cancelled = false;
    void import('virtual:pwa-register').then(({ registerSW }) => {
      if (cancelled) return;
      const update: ApplyUpdate = registerSW({ onNeedRefresh: () => setApplyUpdate(() => update) });
    });
    return () => {
      cancelled = true;
    };
  }, []);

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
