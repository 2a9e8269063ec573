import { lazy, Suspense, type ReactNode } from 'react';

import { useGuestSession } from '@/features/auth/api/get-guest-session';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ChatSocketProvider } from '@/features/chat/hooks/chat-socket';
import { ChatLauncherProvider } from '@/lib/chat-launcher';

// The drawer and the sign-in form (react-hook-form, zod resolvers) load after the page, as their own chunks: they
// are closed on arrival, and keeping them out of the first download holds the landing routes to their budget.
const ChatDrawer = lazy(() =>
  import('@/features/chat/components/chat-drawer').then((module) => ({ default: module.ChatDrawer })),
);
const CustomerSignInModal = lazy(() =>
  import('@/features/auth/components/customer-sign-in-modal').then((module) => ({
    default: module.CustomerSignInModal,
  })),
);

/**
 * Composes live chat into every page: the launcher any feature opens the drawer with, the Socket.IO connection
 * (reconnected whenever the person or guest session changes, so the gateway puts it in the right rooms), and the
 * drawer with the auth feature's sign-in modal for the held message.
 */
export function ChatHost({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const guest = useGuestSession();
  const personId = auth.customer?.id ?? auth.shopOwner?.id ?? auth.user?.id ?? 'anonymous';
  const identityKey = `${String(personId)}:${guest.isActive ? String(guest.guestSession?.id) : 'no-guest'}`;

  return (
    <ChatLauncherProvider>
      <ChatSocketProvider identityKey={identityKey}>
        {children}
        <Suspense fallback={null}>
          <ChatDrawer
            canSend={auth.isAuthenticated || guest.isActive}
            renderSignIn={({ open, onOpenChange, onSuccess }) => (
              <CustomerSignInModal open={open} onOpenChange={onOpenChange} onSuccess={() => onSuccess()} />
            )}
          />
        </Suspense>
      </ChatSocketProvider>
    </ChatLauncherProvider>
  );
}
