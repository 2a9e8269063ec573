import { createContext, useCallback, useContext, useMemo, useState, type ReactNode } from 'react';

/** What the chat drawer opens on: a shop's conversation, or the list when no shop is given. */
export type ChatTarget = { shopId?: number; shopName?: string };

type ChatLauncher = {
  isOpen: boolean;
  /** The shop the drawer was last opened for; null for the list. Changes on every `openChat`. */
  target: ChatTarget | null;
  /** Bumped on every `openChat`, so the drawer can reset its view even for the same shop. */
  openedAt: number;
  openChat: (target?: ChatTarget) => void;
  setOpen: (open: boolean) => void;
};

const ChatLauncherContext = createContext<ChatLauncher | null>(null);

/**
 * Opens the chat drawer from anywhere (spec 000 section 2: "openable from anywhere with an optional shop id and
 * shop name"). Shared, so any feature can open it; the app renders the drawer that reads it.
 */
export function ChatLauncherProvider({ children }: { children: ReactNode }) {
  const [isOpen, setOpen] = useState(false);
  const [target, setTarget] = useState<ChatTarget | null>(null);
  const [openedAt, setOpenedAt] = useState(0);

  const openChat = useCallback((next?: ChatTarget) => {
    setTarget(next?.shopId ? next : null);
    setOpenedAt(Date.now());
    setOpen(true);
  }, []);

  const value = useMemo(() => ({ isOpen, target, openedAt, openChat, setOpen }), [isOpen, target, openedAt, openChat]);
  return <ChatLauncherContext.Provider value={value}>{children}</ChatLauncherContext.Provider>;
}

export function useChatLauncher(): ChatLauncher {
  const launcher = useContext(ChatLauncherContext);
  if (!launcher) throw new Error('useChatLauncher needs a ChatLauncherProvider above it');
  return launcher;
}
