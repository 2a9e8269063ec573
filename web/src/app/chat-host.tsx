import { lazy, Suspense, useState, type ReactNode } from 'react';

import { useGuestSession } from '@/features/auth/api/get-guest-session';
import { useAuth } from '@/features/auth/hooks/use-auth';
import { ChatSocketProvider } from '@/features/chat/hooks/chat-socket';
import { ChatLauncherProvider, useChatLauncher } from '@/lib/chat-launcher';

// The drawer and the sign-in form (react-hook-form, zod resolvers) load the first time the drawer opens, as their
// own chunks: they are closed on arrival, and keeping them out of the first download holds the landing routes to
// their budget and keeps their parsing off the main thread while the page loads.
const ChatDrawer = lazy(() =>
  import('@/features/chat/components/chat-drawer').then((module) => ({ default: module.ChatDrawer })),
);
const CustomerSignInModal = lazy(() =>
  import('@/features/auth/components/customer-sign-in-modal').then((module) => ({
    default: module.CustomerSignInModal,
  })),
);

/** True from the first time the drawer opens: it then stays mounted (and connected) like before. */
function useOpenedOnce(isOpen: boolean): boolean {
  const [opened, setOpened] = useState(isOpen);
  if (isOpen && !opened) setOpened(true);
  return opened || isOpen;
}

function ChatConnection({ children }: { children: ReactNode }) {
  const auth = useAuth();
  const guest = useGuestSession();
  const { isOpen } = useChatLauncher();
  const drawerOpened = useOpenedOnce(isOpen);
  const personId = auth.customer?.id ?? auth.shopOwner?.id ?? auth.user?.id ?? 'anonymous';
  const identityKey = `${String(personId)}:${guest.isActive ? String(guest.guestSession?.id) : 'no-guest'}`;
  // Someone who can have conversations gets live messages on every page; a visitor only once they open the chat.
  const chatNeeded = auth.isAuthenticated || guest.isActive || drawerOpened;

  return (
    <ChatSocketProvider enabled={chatNeeded} identityKey={identityKey}>
      {children}
      {drawerOpened && (
        <Suspense fallback={null}>
          <ChatDrawer
            canSend={auth.isAuthenticated || guest.isActive}
            renderSignIn={({ open, onOpenChange, onSuccess }) => (
              <CustomerSignInModal open={open} onOpenChange={onOpenChange} onSuccess={() => onSuccess()} />
            )}
          />
        </Suspense>
      )}
    </ChatSocketProvider>
  );
}

/**
 * Composes live chat into every page: the launcher any feature opens the drawer with, the Socket.IO connection
 * (reconnected whenever the person or guest session changes, so the gateway puts it in the right rooms), and the
 * drawer with the auth feature's sign-in modal for the held message.
 */
export function ChatHost({ children }: { children: ReactNode }) {
  return (
    <ChatLauncherProvider>
      <ChatConnection>{children}</ChatConnection>
    </ChatLauncherProvider>
  );
}
