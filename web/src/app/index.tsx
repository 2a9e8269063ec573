import { AppLayout } from './app-layout';
import { ChatHost } from './chat-host';
import { AppProvider } from './provider';
import { AppRouter } from './router';
import { UpdatePrompt } from './update-prompt';

export function App() {
  return (
    <AppProvider>
      <ChatHost>
        <AppLayout>
          <AppRouter />
        </AppLayout>
        <UpdatePrompt />
      </ChatHost>
    </AppProvider>
  );
}
