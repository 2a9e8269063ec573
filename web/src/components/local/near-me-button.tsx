import { LocateFixed, Loader2 } from 'lucide-react';

import { Button } from '@/components/ui/button';

import { useNearMe } from './use-near-me';

type NearMeButtonProps = {
  onLocated: (near: string) => void;
  className?: string;
};

/** The "Near me" button with its message when the person refuses (or the browser cannot tell). */
export function NearMeButton({ onLocated, className }: NearMeButtonProps) {
  const { locate, locating, problem } = useNearMe(onLocated);
  return (
    <div className={className}>
      <Button type="button" variant="outline" size="lg" className="h-11" onClick={locate} disabled={locating}>
        {locating ? <Loader2 className="animate-spin" aria-hidden="true" /> : <LocateFixed aria-hidden="true" />}
        {locating ? 'Finding you...' : 'Near me'}
      </Button>
      <p role="alert" className="mt-2 text-sm text-destructive empty:hidden">
        {problem}
      </p>
    </div>
  );
}
