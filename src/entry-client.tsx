import { hydrate, type DehydratedState } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router-dom';
import { App, Providers } from './app';
import { createQueryClient, createTrpcClient } from './lib/query-client';
import './styles/app.css';

const queryClient = createQueryClient();
const state = document.getElementById('etalase-state')?.textContent;
if (state) hydrate(queryClient, JSON.parse(state) as DehydratedState);

const container = document.getElementById('root');
if (!container) throw new Error('#root missing from index.html');
hydrateRoot(
  container,
  <StrictMode>
    <Providers queryClient={queryClient} trpcClient={createTrpcClient()}>
      <BrowserRouter>
        <App />
      </BrowserRouter>
    </Providers>
  </StrictMode>,
);
