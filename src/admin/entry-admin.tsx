import { QueryClientProvider } from '@tanstack/react-query';
import { StrictMode, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { Toaster } from 'sonner';
import { loginPath } from '../shared/admin-paths';
import { trpc } from '../lib/trpc';
import { AdminApp } from './admin-app';
import { ReloginDialog } from './components/relogin-dialog';
import { createAdminQueryClient, createAdminTrpcClient } from './lib/admin-client';
import { MeProvider, readEmbeddedMe } from './lib/me';
import '../styles/admin.css';

// Sonner's own success and failure text colours miss WCAG AA contrast on their pale
// backgrounds; darker shades of the same green and red keep the meaning and pass.
const toastColours = { '--success-text': '#166534', '--error-text': '#991b1b' } as CSSProperties;

// The admin area's own entry (admin.html): rendered in the browser only, a bundle no
// storefront page ever loads (docs/architecture.md §8).

const me = readEmbeddedMe(document);
const container = document.getElementById('root');
if (!container) throw new Error('#root missing from admin.html');
if (!me) {
  window.location.replace(loginPath({ next: window.location.pathname + window.location.search }));
} else {
  const queryClient = createAdminQueryClient();
  createRoot(container).render(
    <StrictMode>
      <trpc.Provider client={createAdminTrpcClient()} queryClient={queryClient}>
        <QueryClientProvider client={queryClient}>
          <MeProvider me={me}>
            <BrowserRouter>
              <AdminApp />
            </BrowserRouter>
            <ReloginDialog />
          </MeProvider>
          <Toaster position="top-right" richColors closeButton style={toastColours} />
        </QueryClientProvider>
      </trpc.Provider>
    </StrictMode>,
  );
}
