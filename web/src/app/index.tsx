import { AppLayout } from './app-layout';
import { ChatHost } from './chat-host';
import { AppProvider } from './provider';
import { AppRouter } from './router';

export function App() {
  return (
    <AppProvider>
      <ChatHost>
        <AppLayout>
          <AppRouter />
        </AppLayout>
      </ChatHost>
    </AppProvider>
  );
}
