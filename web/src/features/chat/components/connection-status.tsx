import { cn } from '@/lib/utils';

import { useChatSocketConnected } from '../hooks/chat-socket';

/** Whether messages arrive live (the socket is up) or by polling (it is down). */
export function ConnectionStatus({ className }: { className?: string }) {
  const connected = useChatSocketConnected();
  return (
    <p role="status" className={cn('flex items-center gap-1.5 text-xs text-muted-foreground', className)}>
      <span className={cn('size-2 rounded-full', connected ? 'bg-emerald-500' : 'bg-amber-500')} aria-hidden="true" />
      {connected ? 'Live' : 'Reconnecting…'}
    </p>
  );
}
