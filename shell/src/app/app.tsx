import { StoreProvider } from '@hifi/shared';
import { BrowserRouter } from 'react-router-dom';
import { useSessionSync } from '../features/session/session-sync.ts';
import { AppRoutes } from './routes.tsx';

function SessionSync() {
  useSessionSync();
  return null;
}

export function App() {
  return (
    <StoreProvider>
      <BrowserRouter>
        <SessionSync />
        <AppRoutes />
      </BrowserRouter>
    </StoreProvider>
  );
}
