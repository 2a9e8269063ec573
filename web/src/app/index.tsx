import type { QueryClient } from '@tanstack/react-query';

import { AppLayout } from './app-layout';
import { ChatHost } from './chat-host';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { UpdatePrompt } from './update-prompt';

export function App({ queryClient }: { queryClient?: QueryClient }) {
  return (
    <AppProvider queryClient={queryClient}>
      <ChatHost>
        <AppLayout>
          <AppRouter />
        </AppLayout>
        <UpdatePrompt />
      </ChatHost>
    </AppProvider>
  );
}
